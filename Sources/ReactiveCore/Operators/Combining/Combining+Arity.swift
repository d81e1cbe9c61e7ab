/// The fixed arities (2 to 8) of `zip` / `combineLatest`: each only creates one typed slot
/// per source and the `take` that reads them into a tuple; `CombiningCore` does the rest.
/// `select` receives the tuple (the facades pass `{ $0 }` or spread it into the user's
/// result selector).
extension Engine {
    /// Rx: `zip` / `combineLatest` of 2 sources. RAC: `-zipWith:`, `-combineLatestWith:`.
    @inlinable
    package static func combining<A, B>(
        _ mode: CombiningMode, _ a: Observable<A>, _ b: Observable<B>,
        _ select: @escaping ((A, B)) throws -> Element
    ) -> Observable<Element> {
        let latest = mode.keepsLatestOnly
        return Observable.make { sink, scope in
            let sa = CombiningSlot<A>(keepsLatestOnly: latest), sb = CombiningSlot<B>(keepsLatestOnly: latest)
            let core = CombiningCore(count: 2, mode: mode, sink: sink, scope: scope, select: select) {
                (sa.take(), sb.take())
            }
            core.attach(a, 0, sa); core.attach(b, 1, sb)
        }
    }

    /// Rx: `zip` / `combineLatest` of 3 sources.
    @inlinable
    package static func combining<A, B, C>(
        _ mode: CombiningMode, _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>,
        _ select: @escaping ((A, B, C)) throws -> Element
    ) -> Observable<Element> {
        let latest = mode.keepsLatestOnly
        return Observable.make { sink, scope in
            let sa = CombiningSlot<A>(keepsLatestOnly: latest), sb = CombiningSlot<B>(keepsLatestOnly: latest)
            let sc = CombiningSlot<C>(keepsLatestOnly: latest)
            let core = CombiningCore(count: 3, mode: mode, sink: sink, scope: scope, select: select) {
                (sa.take(), sb.take(), sc.take())
            }
            core.attach(a, 0, sa); core.attach(b, 1, sb); core.attach(c, 2, sc)
        }
    }

    /// Rx: `zip` / `combineLatest` of 4 sources.
    @inlinable
    package static func combining<A, B, C, D>(
        _ mode: CombiningMode, _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>, _ d: Observable<D>,
        _ select: @escaping ((A, B, C, D)) throws -> Element
    ) -> Observable<Element> {
        let latest = mode.keepsLatestOnly
        return Observable.make { sink, scope in
            let sa = CombiningSlot<A>(keepsLatestOnly: latest), sb = CombiningSlot<B>(keepsLatestOnly: latest)
            let sc = CombiningSlot<C>(keepsLatestOnly: latest), sd = CombiningSlot<D>(keepsLatestOnly: latest)
            let core = CombiningCore(count: 4, mode: mode, sink: sink, scope: scope, select: select) {
                (sa.take(), sb.take(), sc.take(), sd.take())
            }
            core.attach(a, 0, sa); core.attach(b, 1, sb); core.attach(c, 2, sc); core.attach(d, 3, sd)
        }
    }

    /// Rx: `zip` / `combineLatest` of 5 sources.
    @inlinable
    package static func combining<A, B, C, D, E>(
        _ mode: CombiningMode, _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>, _ d: Observable<D>,
        _ e: Observable<E>,
        _ select: @escaping ((A, B, C, D, E)) throws -> Element
    ) -> Observable<Element> {
        let latest = mode.keepsLatestOnly
        return Observable.make { sink, scope in
            let sa = CombiningSlot<A>(keepsLatestOnly: latest), sb = CombiningSlot<B>(keepsLatestOnly: latest)
            let sc = CombiningSlot<C>(keepsLatestOnly: latest), sd = CombiningSlot<D>(keepsLatestOnly: latest)
            let se = CombiningSlot<E>(keepsLatestOnly: latest)
            let core = CombiningCore(count: 5, mode: mode, sink: sink, scope: scope, select: select) {
                (sa.take(), sb.take(), sc.take(), sd.take(), se.take())
            }
            core.attach(a, 0, sa); core.attach(b, 1, sb); core.attach(c, 2, sc); core.attach(d, 3, sd)
            core.attach(e, 4, se)
        }
    }

    /// Rx: `zip` / `combineLatest` of 6 sources.
    @inlinable
    package static func combining<A, B, C, D, E, F>(
        _ mode: CombiningMode, _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>, _ d: Observable<D>,
        _ e: Observable<E>, _ f: Observable<F>,
        _ select: @escaping ((A, B, C, D, E, F)) throws -> Element
    ) -> Observable<Element> {
        let latest = mode.keepsLatestOnly
        return Observable.make { sink, scope in
            let sa = CombiningSlot<A>(keepsLatestOnly: latest), sb = CombiningSlot<B>(keepsLatestOnly: latest)
            let sc = CombiningSlot<C>(keepsLatestOnly: latest), sd = CombiningSlot<D>(keepsLatestOnly: latest)
            let se = CombiningSlot<E>(keepsLatestOnly: latest), sf = CombiningSlot<F>(keepsLatestOnly: latest)
            let core = CombiningCore(count: 6, mode: mode, sink: sink, scope: scope, select: select) {
                (sa.take(), sb.take(), sc.take(), sd.take(), se.take(), sf.take())
            }
            core.attach(a, 0, sa); core.attach(b, 1, sb); core.attach(c, 2, sc); core.attach(d, 3, sd)
            core.attach(e, 4, se); core.attach(f, 5, sf)
        }
    }

    /// Rx: `zip` / `combineLatest` of 7 sources.
    @inlinable
    package static func combining<A, B, C, D, E, F, G>(
        _ mode: CombiningMode, _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>, _ d: Observable<D>,
        _ e: Observable<E>, _ f: Observable<F>, _ g: Observable<G>,
        _ select: @escaping ((A, B, C, D, E, F, G)) throws -> Element
    ) -> Observable<Element> {
        let latest = mode.keepsLatestOnly
        return Observable.make { sink, scope in
            let sa = CombiningSlot<A>(keepsLatestOnly: latest), sb = CombiningSlot<B>(keepsLatestOnly: latest)
            let sc = CombiningSlot<C>(keepsLatestOnly: latest), sd = CombiningSlot<D>(keepsLatestOnly: latest)
            let se = CombiningSlot<E>(keepsLatestOnly: latest), sf = CombiningSlot<F>(keepsLatestOnly: latest)
            let sg = CombiningSlot<G>(keepsLatestOnly: latest)
            let core = CombiningCore(count: 7, mode: mode, sink: sink, scope: scope, select: select) {
                (sa.take(), sb.take(), sc.take(), sd.take(), se.take(), sf.take(), sg.take())
            }
            core.attach(a, 0, sa); core.attach(b, 1, sb); core.attach(c, 2, sc); core.attach(d, 3, sd)
            core.attach(e, 4, se); core.attach(f, 5, sf); core.attach(g, 6, sg)
        }
    }

    /// Rx: `zip` / `combineLatest` of 8 sources.
    @inlinable
    package static func combining<A, B, C, D, E, F, G, H>(
        _ mode: CombiningMode, _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>, _ d: Observable<D>,
        _ e: Observable<E>, _ f: Observable<F>, _ g: Observable<G>, _ h: Observable<H>,
        _ select: @escaping ((A, B, C, D, E, F, G, H)) throws -> Element
    ) -> Observable<Element> {
        let latest = mode.keepsLatestOnly
        return Observable.make { sink, scope in
            let sa = CombiningSlot<A>(keepsLatestOnly: latest), sb = CombiningSlot<B>(keepsLatestOnly: latest)
            let sc = CombiningSlot<C>(keepsLatestOnly: latest), sd = CombiningSlot<D>(keepsLatestOnly: latest)
            let se = CombiningSlot<E>(keepsLatestOnly: latest), sf = CombiningSlot<F>(keepsLatestOnly: latest)
            let sg = CombiningSlot<G>(keepsLatestOnly: latest), sh = CombiningSlot<H>(keepsLatestOnly: latest)
            let core = CombiningCore(count: 8, mode: mode, sink: sink, scope: scope, select: select) {
                (sa.take(), sb.take(), sc.take(), sd.take(), se.take(), sf.take(), sg.take(), sh.take())
            }
            core.attach(a, 0, sa); core.attach(b, 1, sb); core.attach(c, 2, sc); core.attach(d, 3, sd)
            core.attach(e, 4, se); core.attach(f, 5, sf); core.attach(g, 6, sg); core.attach(h, 7, sh)
        }
    }
}
