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
})
