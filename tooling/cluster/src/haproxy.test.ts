import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client, type Outcome } from './client'
import { type Haproxy, startHaproxy } from './haproxy'
import { freePort } from './processes'
import { withoutDatabase } from './testing'

/**
 * The load balancer's retry policy, against two stand-in backends: `a` passes its health checks but drops every
 * other request after reading it (an instance that dies with the request in hand), `b` answers everything.
 */
interface Backend {
  server: Server
  port: number
  seen: { method: string; body: string }[]
}

async function backend(name: string, behave: 'drop' | 'answer'): Promise<Backend> {
  const seen: Backend['seen'] = []
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      if (request.url === '/readyz') {
        response.end('{"status":"ready"}')
        return
      }
      seen.push({ method: request.method ?? '', body: Buffer.concat(chunks).toString() })
      if (behave === 'drop') request.socket.destroy()
      else response.end(JSON.stringify({ statusCode: 1, message: 'OK', from: name }))
    })
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { server, port, seen }
}

const env = {} as { a: Backend; b: Backend; haproxy: Haproxy; dir: string }

describe.skipIf(withoutDatabase)('HAProxy retries', () => {
  beforeAll(async () => {
    env.a = await backend('a', 'drop')
    env.b = await backend('b', 'answer')
    env.dir = mkdtempSync(join(tmpdir(), 'lobbykit-haproxy-'))
    env.haproxy = await startHaproxy(env.dir, {
      port: await freePort(),
      statsPort: await freePort(),
      backends: [
        { name: 'a', port: env.a.port },
        { name: 'b', port: env.b.port },
      ],
      // Slow checks: HAProxy keeps sending to `a` for a while after it stops listening (the last case).
      health: { interMs: 10_000, fall: 2, rise: 1 },
    })
    await env.haproxy.waitFor('a', 'UP')
    await env.haproxy.waitFor('b', 'UP')
  })
  afterAll(async () => {
    await env.haproxy?.stop()
    for (const backend of [env.a, env.b]) backend?.server.closeAllConnections()
    await Promise.all([env.a, env.b].map((b) => b && new Promise((resolve) => b.server.close(resolve))))
    if (env.dir) rmSync(env.dir, { recursive: true, force: true })
  })

  const front = () =>
    new Client({ baseUrl: `http://127.0.0.1:${env.haproxy.port}`, localAddress: '127.0.8.1' })
  const reset = () => {
    env.a.seen.length = 0
    env.b.seen.length = 0
  }
  const answered200 = (outcome: Outcome) => outcome.answered && outcome.status === 200

  it('resends a GET that reached an instance which dropped it, to the other one', async () => {
    reset()
    const client = front()
    const outcomes = []
    for (let i = 0; i < 6; i++) outcomes.push(await client.get(`/page-${i}`))
    client.close()
    expect(outcomes.every(answered200)).toBe(true)
    // Round robin sent half of them to `a` first; each of those was resent to `b`.
    expect(env.a.seen.length).toBeGreaterThanOrEqual(2)
    expect(env.b.seen.length).toBe(6)
  })

  it('never resends a POST that reached an instance: the client gets the failure, the other instance nothing', async () => {
    reset()
    const client = front()
    const outcomes = []
    for (let i = 0; i < 6; i++)
      outcomes.push(await client.call('deposit', { request_id: `post-${i}`, amount: 1 }))
    client.close()
    const dropped = env.a.seen.map((seen) => JSON.parse(seen.body).request_id)
    const answered = env.b.seen.map((seen) => JSON.parse(seen.body).request_id)
    expect(dropped.length).toBeGreaterThanOrEqual(2)
    // No POST reached both instances.
    expect(dropped.filter((id) => answered.includes(id))).toEqual([])
    expect(dropped.length + answered.length).toBe(6)
    // What `a` dropped came back as a failure (502, or the connection closed without an answer).
    expect(outcomes.filter(answered200).length).toBe(answered.length)
    for (const outcome of outcomes.filter((o) => !answered200(o)))
      expect(outcome.answered ? outcome.status : 'closed').toSatisfy((v) => v === 502 || v === 'closed')
  })

  it('resends a POST whose connection was refused (it never reached an instance)', async () => {
    // `a` stops listening; HAProxy still counts it up (its next check is seconds away).
    env.a.server.closeAllConnections()
    await new Promise((resolve) => env.a.server.close(resolve))
    expect((await env.haproxy.states()).a).toBe('UP')
    reset()
    const client = front()
    const outcomes = []
    for (let i = 0; i < 6; i++)
      outcomes.push(await client.call('deposit', { request_id: `refused-${i}`, amount: 1 }))
    client.close()
    expect(outcomes.every(answered200)).toBe(true)
    expect(env.b.seen.length).toBe(6)
  })
})
