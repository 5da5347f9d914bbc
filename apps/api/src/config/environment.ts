import * as z from 'zod'
import { logLevels } from '../logging/logger'

const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?!-)[a-z0-9-]{1,63}(?:\.(?!-)[a-z0-9-]{1,63})*$/, 'must be a host name like console.example.com')

const isGiven = (value: unknown) => typeof value === 'string' && value !== ''

/**
 * The server's environment (README.md#environment-variables), checked once at start: a wrong value stops the
 * server with a message naming the variable, instead of a default quietly taking its place.
 */
const environmentSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a whole number from 1 to 65535' })
      .int('must be a whole number from 1 to 65535')
      .min(1, 'must be a whole number from 1 to 65535')
      .max(65_535, 'must be a whole number from 1 to 65535')
      .default(8080),
    HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .trim()
      .regex(
        /^postgres(ql)?:\/\/\S+$/,
        'must be a PostgreSQL address: postgres://user:password@host:5432/name',
      )
      .optional()
      .or(z.literal('').transform(() => undefined)),
    PGLITE_DIR: z.string().trim().min(1, 'must not be empty').optional(),
    TRUST_PROXY: z.enum(['0', '1'], { error: 'must be 1 (behind one proxy) or 0' }).default('0'),
    NODE_ENV: z.string().default('development'),
    SITE_DIR: z.string().trim().min(1, 'must not be empty').optional(),
    SITE_SERVER: z.string().trim().min(1, 'must not be empty').optional(),
    CONSOLE_DIR: z.string().trim().min(1, 'must not be empty').optional(),
    CONSOLE_HOST: hostName.default('console.localhost'),
    PREVIEW_HOST: hostName.default('preview.localhost'),
    // docs/deploy.md#logs
    LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
    // docs/deploy.md#migrations: 0 when the deployment runs `pnpm migrate` before it starts the servers.
    MIGRATE_ON_START: z
      .enum(['0', '1'], { error: 'must be 1 (migrate at start) or 0 (pnpm migrate runs before)' })
      .default('1'),
  })
  // docs/deploy.md#production-mode: production never falls back to the embedded PGlite. Run beside the other
  // problems (`when`), so one start names them all; a DATABASE_URL that is there but wrong is named by its own check.
  .refine((env) => env.NODE_ENV !== 'production' || isGiven(env.DATABASE_URL), {
    path: ['DATABASE_URL'],
    message:
      'must be set when NODE_ENV=production (a PostgreSQL address; the embedded PGlite is for development)',
    when: () => true,
  })
export type Environment = z.infer<typeof environmentSchema>

/** The checked environment, or every problem with it, each naming its variable. */
export function readEnvironment(
  env: Record<string, string | undefined>,
): { ok: true; environment: Environment } | { ok: false; problems: string[] } {
  const parsed = environmentSchema.safeParse(env)
  if (parsed.success) return { ok: true, environment: parsed.data }
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  }
}
