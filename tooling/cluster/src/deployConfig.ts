import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { haproxyConfig } from './haproxy'

/** deploy/haproxy.cfg, which deploy/compose.yaml mounts (docs/deploy.md#docker). */
export const deployConfigFile = fileURLToPath(new URL('../../../deploy/haproxy.cfg', import.meta.url))

/**
 * The load balancer of deploy/compose.yaml: the configuration the cluster tests run (`haproxyConfig`), for the
 * compose services `api-a` and `api-b`, listening on every address of its container, without the tests' pin.
 */
export function deployHaproxyConfig(): string {
  return haproxyConfig({
    port: 8080,
    statsPort: 8404,
    bindHost: '0.0.0.0',
    pins: false,
    purpose: 'for deploy/compose.yaml: `pnpm --filter @lobbykit/cluster deploy-config` writes it again',
    backends: [
      { name: 'a', host: 'api-a', port: 8080 },
      { name: 'b', host: 'api-b', port: 8080 },
    ],
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(deployConfigFile, deployHaproxyConfig())
  console.log(`wrote ${deployConfigFile}`)
}
