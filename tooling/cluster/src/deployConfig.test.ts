import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { deployConfigFile, deployHaproxyConfig } from './deployConfig'
import { haproxyVersion } from './haproxy'

describe('deploy/haproxy.cfg (docs/deploy.md#docker)', () => {
  it('is the configuration the cluster tests run, written for the compose services', () => {
    expect(readFileSync(deployConfigFile, 'utf8')).toBe(deployHaproxyConfig())
  })

  it('is a configuration HAProxy accepts', () => {
    if (!haproxyVersion()) throw new Error('haproxy is not installed (scripts/test.sh runs ensure_haproxy)')
    expect(() => execFileSync('haproxy', ['-c', '-q', '-f', deployConfigFile])).not.toThrow()
  })
})
