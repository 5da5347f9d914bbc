import { describe, expect, it } from 'vitest'
import { readEnvironment } from './environment'

describe('readEnvironment (README.md#environment-variables)', () => {
  it('fills the defaults of an empty environment', () => {
    expect(readEnvironment({})).toEqual({
      ok: true,
      environment: {
        PORT: 8080,
        HOST: '127.0.0.1',
        TRUST_PROXY: '0',
        NODE_ENV: 'development',
        CONSOLE_HOST: 'console.localhost',
        PREVIEW_HOST: 'preview.localhost',
        LOG_LEVEL: 'info',
        MIGRATE_ON_START: '1',
      },
    })
  })

  it('takes good values as they are', () => {
    const read = readEnvironment({
      PORT: '3000',
      DATABASE_URL: 'postgres://lobby:secret@db:5432/lobby',
      TRUST_PROXY: '1',
      CONSOLE_HOST: 'Console.Example.com',
    })
    expect(read.ok && read.environment).toMatchObject({
      PORT: 3000,
      DATABASE_URL: 'postgres://lobby:secret@db:5432/lobby',
      TRUST_PROXY: '1',
      CONSOLE_HOST: 'console.example.com',
    })
  })

  it('names every wrong variable, instead of starting with a default in its place', () => {
    const read = readEnvironment({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db/lobby',
      TRUST_PROXY: 'yes',
      PREVIEW_HOST: 'https://preview.example.com',
    })
    expect(read.ok).toBe(false)
    expect(!read.ok && read.problems).toEqual([
      'PORT: must be a whole number from 1 to 65535',
      'DATABASE_URL: must be a PostgreSQL address: postgres://user:password@host:5432/name',
      'TRUST_PROXY: must be 1 (behind one proxy) or 0',
      'PREVIEW_HOST: must be a host name like console.example.com',
    ])
  })

  it('reads an empty DATABASE_URL as none (the embedded database)', () => {
    const read = readEnvironment({ DATABASE_URL: '' })
    expect(read.ok && read.environment.DATABASE_URL).toBeUndefined()
  })

  it('takes a log level and whether to migrate at start (docs/deploy.md#logs, docs/deploy.md#migrations)', () => {
    const read = readEnvironment({ LOG_LEVEL: 'warn', MIGRATE_ON_START: '0' })
    expect(read.ok && read.environment).toMatchObject({ LOG_LEVEL: 'warn', MIGRATE_ON_START: '0' })
    expect(readEnvironment({ LOG_LEVEL: 'verbose', MIGRATE_ON_START: 'no' })).toEqual({
      ok: false,
      problems: [
        'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
        'MIGRATE_ON_START: must be 1 (migrate at start) or 0 (pnpm migrate runs before)',
      ],
    })
  })
})

describe('readEnvironment in production (docs/deploy.md#production-mode)', () => {
  const missing =
    'DATABASE_URL: must be set when NODE_ENV=production (a PostgreSQL address; the embedded PGlite is for development)'

  it('refuses to run without DATABASE_URL, never on the embedded PGlite', () => {
    expect(readEnvironment({ NODE_ENV: 'production' })).toEqual({ ok: false, problems: [missing] })
    expect(readEnvironment({ NODE_ENV: 'production', DATABASE_URL: '' })).toEqual({
      ok: false,
      problems: [missing],
    })
  })

  it('names the missing DATABASE_URL beside the other problems, one line each', () => {
    const read = readEnvironment({ NODE_ENV: 'production', PORT: '0', PGLITE_DIR: '/srv/pglite' })
    expect(!read.ok && read.problems).toEqual(['PORT: must be a whole number from 1 to 65535', missing])
  })

  it('names a wrong DATABASE_URL once, by its own check', () => {
    const read = readEnvironment({ NODE_ENV: 'production', DATABASE_URL: 'mysql://db/lobby' })
    expect(!read.ok && read.problems).toEqual([
      'DATABASE_URL: must be a PostgreSQL address: postgres://user:password@host:5432/name',
    ])
  })

  it('starts with a PostgreSQL address; outside production the embedded PGlite stays the default', () => {
    const read = readEnvironment({ NODE_ENV: 'production', DATABASE_URL: 'postgres://lobby@db:5432/lobby' })
    expect(read.ok && read.environment.DATABASE_URL).toBe('postgres://lobby@db:5432/lobby')
    expect(readEnvironment({ NODE_ENV: 'test' }).ok).toBe(true)
  })
})
