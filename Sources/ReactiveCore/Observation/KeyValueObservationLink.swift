/// One link of a `KeyValueObservation` (KeyValueObservation.swift): the registrations made
/// on one object of the observed key path. Only touched under the observation's lock,
/// except `end()`, which its owner calls outside it.
struct KeyValueObservationLink {
    /// Tells this link's callbacks from those of links it replaced.
    let id: UInt64
    /// The object observed.
    weak var object: AnyObject?
    /// The same object, held while its registration is in place when it was reached
    /// through a strong reference: replacing it (which may release it) must not leave
    /// a registration on a deallocated object. One reached through a weak reference
    /// is not kept (that would change the program's lifetimes); its deallocation is
    /// watched instead (`ownDeallocation`).
    let retained: AnyObject?
    /// The registration for the key at this level.
    let registration: OnceRegistration
    /// The watch on this link's object's deallocation (reached through a weak reference).
    let ownDeallocation: OnceRegistration?
    /// The watch on the deallocation of the key's value (the last key's, when it is a
    /// weak reference to an object).
    var valueDeallocation: OnceRegistration?

    /// Ends the link: its registration is removed while the object is held, or dropped
    /// if the object's deallocation has begun; its watches are removed.
    func end() {
        if let object {
            withExtendedLifetime(object) { registration.remove() }
        } else {
            registration.drop()
        }
        ownDeallocation?.remove()
        valueDeallocation?.remove()
    }
}
