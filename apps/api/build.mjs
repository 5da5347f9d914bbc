// Bundles the server into dist/server.mjs: workspace packages (TypeScript sources) are inlined, npm
// dependencies stay external and load from node_modules at run time.
import { build } from 'esbuild'

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@lobbykit/') ? undefined : { path: args.path, external: true },
        )
      },
    },
  ],
})
