// Emits `route-chunks.json` beside a remote's `mf-manifest.json`: for each route of its `./routes` module,
// the JavaScript files its page's `import()` loads (the chunk group webpack made of it). The size budget
// (tools/lib/size-budget.mjs) measures a route from them, so `pnpm remote publish` and CI can refuse a
// version whose page grew beyond what its team allowed. Shared singletons are not in a page's group: the
// shell provides them (they load through the share scope, not the page's chunks).
/**
 * The route an `import()` at `offset` belongs to: a table of pages by route name (`kimlik: () => import(...)`)
 * names it by its key; a route object (`{ name: 'Home', ..., load: () => import(...) }`) by the last `name`
 * before it.
 */
const routeNameAt = (source, offset) => {
  const before = source.slice(0, offset);
  const key = /([A-Za-z_$][\w$]*)\s*:\s*(?:async\s*)?\(\)\s*=>\s*$/.exec(before);
  if (key && key[1] !== 'load') return key[1];
  const names = [...before.matchAll(/\bname:\s*['"]([^'"]+)['"]/g)];
  return names.length ? names[names.length - 1][1] : undefined;
};

/** Offset of a 1-based line and 0-based column in `source`. */
const offsetOf = (source, { line, column }) => {
  let offset = 0;
  for (let l = 1; l < line; l += 1) offset = source.indexOf('\n', offset) + 1;
  return offset + column;
};

class RouteChunksPlugin {
  /** @param {string} routesFile the absolute path of the remote's `./routes` module */
  constructor(routesFile) {
    this.routesFile = routesFile;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteChunksPlugin', (compilation) => {
      // Last stage: chunk files carry their final (real content hash) names by now.
      compilation.hooks.processAssets.tap({ name: 'RouteChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const routes = {};
        for (const group of compilation.chunkGroups) {
          for (const origin of group.origins) {
            if (origin.module?.resource !== this.routesFile || !origin.loc?.start) continue;
            // The location is in the module's source as webpack parsed it (after swc), so that is what is read.
            const source = String(origin.module.originalSource()?.source() ?? '');
            const name = routeNameAt(source, offsetOf(source, origin.loc.start));
            if (!name) {
              compilation.errors.push(new WebpackError(`route-chunks.json: no route name before the import() at ${this.routesFile}:${origin.loc.start.line}`));
              continue;
            }
            const files = new Set(routes[name] ?? []);
            for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            routes[name] = [...files].sort();
          }
        }
        compilation.emitAsset('route-chunks.json', new sources.RawSource(`${JSON.stringify({ routes }, null, 2)}\n`));
      });
    });
  }
}

module.exports = { RouteChunksPlugin };
