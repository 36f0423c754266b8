// Writes a brotli and a gzip copy next to each text asset of the build, which the server sends to browsers that
// accept them (@fastify/static's preCompressed): a phone on a slow network downloads a third of the bytes, and
// the server spends no time compressing per request. The copies are written after webpack's emit, so no other
// plugin (the service worker's precache list among them) ever sees them.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;
// Below this, the headers cost more than compression saves.
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      const outputPath = compilation.outputOptions.path;
      for (const name of Object.keys(compilation.assets)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = path.join(outputPath, name);
        const source = fs.readFileSync(file);
        if (source.length < MIN_BYTES) continue;
        const brotli = zlib.brotliCompressSync(source, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        fs.writeFileSync(`${file}.br`, brotli);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
      }
    });
  }
}

module.exports = { PrecompressPlugin };
