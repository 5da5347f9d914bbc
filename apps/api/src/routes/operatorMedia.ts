import { createHash } from 'node:crypto'
import { maxUploadBytes, mediaUploadTypes, operatorUploads } from '@lobbykit/contract/operator'
import { and, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import type { ApiContext } from '../context'
import type { Db } from '../db/client'
import { tenantMedia, tenants } from '../db/schema'
import { readBytes } from '../http/body'
import { fail, ok } from '../http/respond'
import { imageInfo } from '../media/imageInfo'
import { squarePngOf } from '../media/raster'
import { faviconPixels } from '../media/svg'
import { uploadFileOf, uploadPath } from '../media/uploadPaths'
import { appendAudit } from '../operators/audit'
import { authorizeOperator } from '../operators/operatorCall'

const extensions = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const

/**
 * docs/operators.md#uploads: an operator uploads a tenant's picture (PNG, JPEG or WebP, at most 512 KB, judged by
 * its bytes); it is kept by its hash and served at a path that never changes what it shows.
 */
export function registerOperatorMedia(app: Hono, ctx: ApiContext) {
  const upload = operatorUploads.tenantMedia
  app.post(upload.path, async (c) => {
    const who = await authorizeOperator(c, ctx, upload.action)
    if (who instanceof Response) return who
    const code = c.req.query('tenant_code') ?? ''
    const [tenant] = await ctx.db.select().from(tenants).where(eq(tenants.code, code))
    if (!tenant) return fail(c, 404, `tenant_code: no tenant ${code}`)
    const declared = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
    if (!(mediaUploadTypes as readonly string[]).includes(declared))
      return fail(c, 415, `file: only PNG, JPEG or WebP pictures (this one says ${declared || 'nothing'})`)
    const bytes = await readBytes(c, maxUploadBytes)
    if (!bytes) return fail(c, 413, `file: larger than ${maxUploadBytes / 1024} KB`)
    const info = imageInfo(bytes)
    if (!info || info.type !== declared)
      return fail(
        c,
        415,
        `file: its bytes are not a ${extensions[declared as keyof typeof extensions].toUpperCase()} picture`,
      )
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    const now = ctx.now()
    await ctx.db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(tenantMedia)
        .values({
          tenantId: tenant.id,
          sha256,
          contentType: info.type,
          width: info.width,
          height: info.height,
          data: Buffer.from(bytes).toString('base64'),
          createdBy: who.operator.email,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: tenantMedia.id })
      if (stored)
        await appendAudit(tx as unknown as Db, {
          operator: who.operator.email,
          action: 'tenants.edit',
          target: `tenant:${tenant.code}`,
          before: null,
          after: { uploaded: sha256, content_type: info.type, width: info.width, height: info.height },
          at: now,
        })
    })
    return ok(c, {
      path: uploadPath(tenant.code, sha256, extensions[info.type]),
      content_type: info.type,
      width: info.width,
      height: info.height,
      bytes: bytes.length,
    })
  })

  app.get('/api/media/upload/:code/:file', async (c) => {
    const file = uploadFileOf(c.req.param('file'))
    if (!file) return fail(c, 404, `No such picture: ${c.req.path}`)
    const [row] = await ctx.db
      .select({ contentType: tenantMedia.contentType, data: tenantMedia.data })
      .from(tenantMedia)
      .innerJoin(tenants, eq(tenants.id, tenantMedia.tenantId))
      .where(and(eq(tenants.code, c.req.param('code')), eq(tenantMedia.sha256, file.sha256)))
    if (!row || (!file.tabSized && extensions[row.contentType as keyof typeof extensions] !== file.extension))
      return fail(c, 404, `No such picture: ${c.req.path}`)
    const picture = new Uint8Array(Buffer.from(row.data, 'base64'))
    return c.body(
      file.tabSized ? new Uint8Array(await squarePngOf(file.sha256, picture, faviconPixels)) : picture,
      200,
      {
        'content-type': file.tabSized ? 'image/png' : row.contentType,
        // The name is the content's hash: it never changes.
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      },
    )
  })
}
