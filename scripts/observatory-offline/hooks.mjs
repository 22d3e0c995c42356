// Module hooks for running the Mozilla HTTP Observatory scanner offline
// (`node --import ./scripts/observatory-offline/register.mjs …/src/scan.js HOST`).
//
// The scanner reads Chromium's HSTS preload list from conf/hsts-preload.json inside its package;
// its postinstall script downloads that file, and npm runs no install scripts for it here
// (package.json "allowScripts"). Instead of a download, its loader module
// (src/analyzer/hsts.js) is answered by ./hsts-preload.mjs, a stub with an empty list.
const STUB = new URL("./hsts-preload.mjs", import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (/\/@mdn\/mdn-http-observatory\/src\/analyzer\/hsts\.js$/.test(resolved.url)) {
    return { ...resolved, url: STUB, shortCircuit: true };
  }
  return resolved;
}
