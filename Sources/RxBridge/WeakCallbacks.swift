/// The callbacks of `subscribe(with:…)`: each holds `object` weakly and does nothing
/// once it is gone. Always non-nil, as in Rx (so a missing `onError` there does not
/// reach `Hooks.defaultErrorHandler`).
@usableFromInline
func weakly<Object: AnyObject, Value>(_ object: Object, _ callback: ((Object, Value) -> Void)?) -> (Value) -> Void {
    { [weak object] value in
        guard let object else { return }
        callback?(object, value)
    }
}

/// The no-argument form of `weakly(_:_:)`.
@usableFromInline
func weakly<Object: AnyObject>(_ object: Object, _ callback: ((Object) -> Void)?) -> () -> Void {
    { [weak object] in
        guard let object else { return }
        callback?(object)
    }
}
