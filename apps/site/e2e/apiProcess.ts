import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

const apiEntry = fileURLToPath(new URL('../../api/dist/server.mjs', import.meta.url))
const siteDir = fileURLToPath(new URL('../dist', import.meta.url))

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

export interface RunningApi {
  child: ChildProcess
  /** Everything the API printed so far. */
  output: () => string
}

/**
 * Starts the API (serving the built site) on `port` over the embedded database in `dataDir`, and waits until it
 * answers start-up: seeding an empty database first takes about 10 s, opening a seeded one about 1 s.
 */
export async function startApi(port: number, dataDir: string): Promise<RunningApi> {
  const child: ChildProcess = spawn(process.execPath, [apiEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: dataDir,
      SITE_DIR: siteDir,
      DATABASE_URL: '',
      // Anything but production: the API prints the outbox (one-time codes) on its console, read by codeSentTo.
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited early:\n${output}`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/startup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"domain_name":"localhost"}',
      })
      if (response.ok) break
    } catch {}
    if (Date.now() > deadline) throw new Error(`API did not answer within 60 s:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { child, output: () => output }
}

/** Stops an API started by startApi and waits for it to exit (it closes its database on SIGTERM). */
export async function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}
