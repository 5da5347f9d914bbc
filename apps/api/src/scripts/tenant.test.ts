import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoOperatorPassword } from '../seed/operators'
import { openTestApp, type TestApp } from '../testing/testApp'
import { runTenantCommand, signInClient, tenantUsage } from './tenant'

let t: TestApp
let run: (argv: string[], files?: Record<string, string>) => Promise<{ output: string; exitCode: number }>

beforeAll(async () => {
  t = await openTestApp()
  const fetch = async (url: string, init: RequestInit) => t.app.request(url, init)
  const call = await signInClient(fetch, 'http://api.test', 'onboarding@lobbykit.test', demoOperatorPassword)
  run = (argv, files = {}) =>
    runTenantCommand(call, argv, async (path) => {
      const text = files[path]
      if (text === undefined) throw new Error('no such file')
      return text
    })
})
afterAll(() => t.close())

describe('pnpm tenant (docs/operators.md#command-line)', () => {
  it('makes a tenant, saves a settings file as a draft, shows the difference, publishes and rolls back', async () => {
    const made = await run([
      'create',
      'clibrand',
      '--name',
      'CLI Brand',
      '--currency',
      'VND',
      '--language',
      'VI',
      '--theme',
      'casino2',
      '--colour',
      'jade-palace',
      '--domain',
      'clibrand.localhost',
    ])
    expect(made.exitCode, made.output).toBe(0)
    const shown = await run(['show', 'clibrand'])
    const config = JSON.parse(shown.output) as { site: { site_name: string } }
    config.site.site_name = 'CLI Brand Casino'
    const saved = await run(['save', 'clibrand', '--file', 'brand.json'], {
      'brand.json': JSON.stringify(config),
    })
    expect(saved.output).toBe('Saved clibrand version 2 as a draft (from version 1).')
    expect((await run(['diff', 'clibrand', '1', '2'])).output).toBe(
      'site.site_name: "CLI Brand" -> "CLI Brand Casino"',
    )
    expect((await run(['publish', 'clibrand', '2'])).output).toBe('clibrand: version 2 is live.')
    expect((await run(['rollback', 'clibrand', '1'])).output).toBe('clibrand: version 3 is live.')
    expect((await run(['versions', 'clibrand'])).output).toMatch(
      /^v3 {2}published {2}onboarding@lobbykit\.test/,
    )
    expect((await run(['list'])).output).toContain(
      'clibrand  CLI Brand  VND  v3 live, v3 newest  clibrand.localhost',
    )
  })

  it('says what the API refused, and what is wrong with a command', async () => {
    expect(await run(['publish', 'nobody', '1'])).toEqual({
      output: 'Refused (404): No such tenant',
      exitCode: 1,
    })
    expect(await run(['save', 'slot2', '--file', 'missing.json'])).toEqual({
      output: 'Cannot read missing.json: no such file',
      exitCode: 2,
    })
    expect(await run(['publish', 'slot2', 'two'])).toEqual({ output: tenantUsage, exitCode: 2 })
    expect((await run(['list', '--colour'])).exitCode).toBe(2)
  })
})
