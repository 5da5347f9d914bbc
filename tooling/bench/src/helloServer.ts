/** The baseline: a bare Hono JSON hello-world on Node, nothing else. */
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const app = new Hono()
app.on(['GET', 'POST'], '/', (c) => c.json({ hello: 'world' }))

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 8090), hostname: '127.0.0.1' }, (info) => {
  console.log(`hello-world on ${info.port}`)
})
