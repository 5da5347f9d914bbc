import { Readable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../db/client'
import { auditLog } from '../db/schema'
import { checkOperatorPassword } from '../operators/accounts'
import { migrationsFolder, openTestDatabase } from '../testing/testDatabase'
import { createOperatorAccount, parseOperatorArgs } from './createOperator'
import { firstLine, readPassword } from './readPassword'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase({ seed: false })
})
afterAll(() => database.close())

const password = 'harbour-lights-at-dawn'

function fieldsOf(argv: string[]) {
  const parsed = parseOperatorArgs(argv)
  if (!parsed.ok) throw new Error(parsed.output)
  return parsed.fields
}

describe('pnpm operator:create (docs/deploy.md#first-owner)', () => {
  it('makes the first owner, who can sign in, with an audit entry by cli', async () => {
    const fields = fieldsOf([
      '--',
      '--email',
      ' Owner@Example.com ',
      '--role',
      'owner',
      '--name',
      'Ops Owner',
    ])
    const made = await createOperatorAccount(database.db, fields, password)
    expect(made).toEqual({ output: 'Made the owner owner@example.com (Ops Owner).', exitCode: 0 })
    const signedIn = await checkOperatorPassword(database.db, 'owner@example.com', password)
    expect(signedIn).toMatchObject({ email: 'owner@example.com', role: 'owner', name: 'Ops Owner' })
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, 'operator:owner@example.com'))
    expect(audit).toEqual([expect.objectContaining({ operator: 'cli', action: 'operators.manage' })])
    expect(JSON.stringify(audit)).not.toContain(password)
  })

  it('refuses an address that has an account, and leaves that account as it was', async () => {
    const again = await createOperatorAccount(
      database.db,
      fieldsOf(['--email', 'owner@example.com', '--role', 'support']),
      'another-long-passphrase',
    )
    expect(again).toEqual({
      output: 'An operator with the address owner@example.com exists already.',
      exitCode: 1,
    })
    expect(await checkOperatorPassword(database.db, 'owner@example.com', password)).toMatchObject({
      role: 'owner',
    })
  })

  it("checks the account as the console does: role, address, the password's length", async () => {
    const cases: [string[], string, string][] = [
      [['--email', 'a@example.com', '--role', 'root'], password, 'role:'],
      [['--email', 'not-an-address', '--role', 'support'], password, 'email: must be an e-mail address'],
      [
        ['--email', 'b@example.com', '--role', 'support'],
        'short',
        'password: must be at least 12 characters',
      ],
    ]
    for (const [argv, tried, problem] of cases) {
      const refused = await createOperatorAccount(database.db, fieldsOf(argv), tried)
      expect(refused.exitCode).toBe(2)
      expect(refused.output).toContain(problem)
    }
  })

  it('takes no password from the command line, and names what it needs', () => {
    const withPassword = parseOperatorArgs([
      '--email',
      'c@example.com',
      '--role',
      'owner',
      '--password',
      password,
    ])
    expect(withPassword).toMatchObject({ ok: false, exitCode: 2 })
    expect(!withPassword.ok && withPassword.output).toContain("Unknown option '--password'")
    expect(!withPassword.ok && withPassword.output).toContain('never from the command line')
    expect(parseOperatorArgs(['--email', 'c@example.com'])).toMatchObject({ ok: false, exitCode: 2 })
  })

  it('asks for `pnpm migrate` on a database without tables', async () => {
    const empty = await openDatabase({ migrationsFolder })
    try {
      const made = await createOperatorAccount(
        empty.db,
        fieldsOf(['--email', 'd@example.com', '--role', 'owner']),
        password,
      )
      expect(made).toEqual({
        output: 'The database has no tables yet: run `pnpm migrate` first.',
        exitCode: 1,
      })
    } finally {
      await empty.close()
    }
  })
})

describe('readPassword', () => {
  it('takes LOBBYKIT_OPERATOR_PASSWORD first, else the first line of a piped input', async () => {
    const prompt = { write: () => true } as never
    expect(
      await readPassword({ LOBBYKIT_OPERATOR_PASSWORD: 'from-env' }, Readable.from(['piped\n']), prompt),
    ).toBe('from-env')
    expect(await readPassword({}, Readable.from(['piped-pass', 'word\r\nsecond line\n']), prompt)).toBe(
      'piped-password',
    )
    expect(await firstLine(Readable.from(['no line break']))).toBe('no line break')
  })
})
