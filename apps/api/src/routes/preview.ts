import type { Hono } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import type { ApiContext } from '../context'
import { previewCookieName, verifyPreview } from '../tenants/preview'

/**
 * docs/operators.md#previews: a preview link puts its token in a cookie of the tenant's domain, in the browser
 * that opened it only, and opens the site; closing the preview removes it. A link past its end, or not signed by
 * this install, opens nothing.
 */
export function registerPreview(app: Hono, ctx: ApiContext) {
  app.get('/api/preview/open', async (c) => {
    const token = c.req.query('token') ?? ''
    const now = ctx.now().getTime()
    const grant = await verifyPreview(ctx.db, token, now)
    const site = await ctx.sites.site(new URL(c.req.url).hostname.toLowerCase())
    if (!grant || !site || site.tenant.id !== grant.tenantId)
      return c.text(
        'This preview link has expired or is not for this site. Ask the console for a new one.',
        403,
      )
    setCookie(c, previewCookieName, token, {
      httpOnly: true,
      secure: new URL(c.req.url).protocol === 'https:',
      // Lax: the link is followed from the console, another site, and the cookie must come along.
      sameSite: 'Lax',
      path: '/',
      maxAge: Math.floor((grant.expiresAt - now) / 1000),
    })
    return c.redirect('/', 302)
  })

  app.get('/api/preview/close', (c) => {
    deleteCookie(c, previewCookieName, { path: '/' })
    return c.redirect('/', 302)
  })
}
