// pluralize, which the syllable package uses, is a UMD module: it fills `module.exports` only when a
// global `require` exists, and otherwise sets a global of `this`. Bundled into a module worker, where
// there is no `require`, its import comes out empty. A `require` that is never called lets it export.
const scope = globalThis as { require?: unknown };
scope.require ??= () => {
  throw new Error("require is not available in this worker");
};
