/**
 * aws-local-stepfunctions 3 calls Promise.withResolvers, which Node only has from 22; Node 20 is still
 * supported here (DESIGN §2), so supply the one function it needs.
 */
interface Resolvers<T> {
  promise: Promise<T>;
  resolve: (value: T | PromiseLike<T>) => void;
  reject: (reason?: unknown) => void;
}

const promiseCtor = Promise as unknown as { withResolvers?: <T>() => Resolvers<T> };

promiseCtor.withResolvers ??= <T>(): Resolvers<T> => {
  let resolve!: Resolvers<T>['resolve'];
  let reject!: Resolvers<T>['reject'];
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

export {};
