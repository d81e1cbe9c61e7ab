/// Disposes its underlying disposable only when it has been disposed itself and every
/// dependent disposable handed out by `retain()` has been disposed too.
///
/// Rx: `RefCountDisposable`.
public final class RefCountDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // Locking rule: `lock` guards all stored state; `underlying` is disposed outside it.
    private let lock = Lock()
    private var underlying: Disposable?
    private var primaryDisposed = false
    private var count = 0

    /// Wraps `disposable`.
    ///
    /// - Parameter disposable: Disposed once this and every dependent disposable are disposed.
    public init(disposable: Disposable) { underlying = disposable }

    /// Whether the underlying disposable has been disposed.
    public var isDisposed: Bool { lock.withLock { underlying == nil } }

    /// A dependent disposable that keeps the underlying one alive until disposed.
    ///
    /// - Returns: A disposable that releases its hold on the underlying one when disposed
    ///   (once; disposing it twice is a no-op). Taken after the underlying disposable was
    ///   disposed, it holds nothing.
    public func retain() -> Disposable {
        lock.withLock {
            if underlying != nil { count += 1 }
        }
        return AnonymousDisposable { [self] in release() }
    }

    private func release() {
        let toDispose = lock.withLock { () -> Disposable? in
            guard underlying != nil else { return nil }
            precondition(count > 0, "RefCountDisposable: a dependent disposable was released more often than retained")
            count -= 1
            guard primaryDisposed, count == 0 else { return nil }
            defer { underlying = nil }
            return underlying
        }
        toDispose?.dispose()
    }

    /// Disposes the underlying disposable once every dependent one is disposed.
    public func dispose() {
        let toDispose = lock.withLock { () -> Disposable? in
            guard underlying != nil, !primaryDisposed else { return nil }
            primaryDisposed = true
            guard count == 0 else { return nil }
            defer { underlying = nil }
            return underlying
        }
        toDispose?.dispose()
    }
}
