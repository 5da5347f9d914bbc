import { useLingui } from '@lingui/react/macro'
import { templateRegistry } from '@lobbykit/contract/registry'
import { Button } from '@lobbykit/ui/Button'
import { useParams } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { operatorCall } from '../api/operatorApi'
import { may, sessionAtom } from '../api/session'
import { useAction, useLoad } from '../api/useCall'
import { Messages, Waiting } from '../shell/Messages'
import * as page from '../shell/page.css'
import * as styles from './Gallery.css'
import { TenantNav } from './TenantNav'

export interface Look {
  theme_code: string
  theme_color: string
}

export interface GalleryViewProps {
  code: string
  version: number
  /** The look the version has now. */
  current: Look
  /** The look shown in the frames. */
  shown: Look
  onShow: (look: Look) => void
  /** The live address of a look, on its own preview host (docs/operators.md#gallery); undefined until known. */
  frameUrl: (look: Look) => string | undefined
  canEdit: boolean
  onUse: (look: Look) => void
  busy?: boolean
  error?: string
  notice?: string
}

/**
 * The tenant's real site in every template x colour of the registry (docs/operators.md#gallery): choose a look, see
 * it live at phone and desktop width with the tenant's own settings and games, and make it the draft's.
 */
export function GalleryView(props: GalleryViewProps) {
  const { t } = useLingui()
  const { shown, current } = props
  const url = props.frameUrl(shown)
  const same = (a: Look, b: Look) => a.theme_code === b.theme_code && a.theme_color === b.theme_color
  return (
    <div className={page.page}>
      <div className={page.pageHead}>
        <h1 className={page.title}>{t`Gallery of ${props.code}`}</h1>
        <TenantNav code={props.code} />
      </div>
      <p className={page.muted}>
        {t`The site as version ${props.version} shows it, in the look you choose. Players see none of this.`}
      </p>
      <section className={page.panel} aria-labelledby="shown-title">
        <div className={page.pageHead}>
          <h2 id="shown-title" className={page.subtitle}>
            {shown.theme_code} · {shown.theme_color}
          </h2>
          {props.canEdit ? (
            <Button onClick={() => props.onUse(shown)} busy={props.busy} disabled={same(shown, current)}>
              {same(shown, current) ? t`The draft has this look` : t`Use this look in a new draft`}
            </Button>
          ) : null}
        </div>
        <Messages error={props.error} notice={props.notice} />
        <div className={styles.frames}>
          <figure className={styles.figure}>
            <div className={`${styles.frameBox} ${styles.phoneBox}`}>
              {url ? (
                <iframe
                  key={`${url}-phone`}
                  src={url}
                  title={t`${shown.theme_code} ${shown.theme_color} at phone width`}
                  className={`${styles.frame} ${styles.phoneFrame}`}
                />
              ) : null}
            </div>
            <figcaption className={styles.caption}>{t`Phone, 390 px`}</figcaption>
          </figure>
          <figure className={styles.figure}>
            <div className={`${styles.frameBox} ${styles.desktopBox}`}>
              {url ? (
                <iframe
                  key={`${url}-desktop`}
                  src={url}
                  title={t`${shown.theme_code} ${shown.theme_color} at desktop width`}
                  className={`${styles.frame} ${styles.desktopFrame}`}
                />
              ) : null}
            </div>
            <figcaption className={styles.caption}>{t`Desktop, 1440 px`}</figcaption>
          </figure>
        </div>
      </section>
      <section aria-labelledby="templates-title" className={page.panel}>
        <h2 id="templates-title" className={page.subtitle}>
          {t`Templates and colours`}
        </h2>
        <ul className={styles.templates} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {templateRegistry.map((template) => (
            <li
              key={template.code}
              className={styles.templateCard}
              data-current={template.code === current.theme_code}
            >
              <h3 className={styles.templateName}>
                {template.code} · {template.id}
              </h3>
              <div className={styles.colours}>
                {template.colours.map((colour) => {
                  const look = { theme_code: template.code, theme_color: colour }
                  return (
                    <button
                      key={colour}
                      type="button"
                      className={styles.colour}
                      aria-pressed={same(look, shown)}
                      aria-label={t`Show ${template.code} in ${colour}`}
                      onClick={() => props.onShow(look)}
                    >
                      {colour}
                      {same(look, current) ? ' ✓' : ''}
                    </button>
                  )
                })}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

export function Gallery() {
  const { t } = useLingui()
  const { code } = useParams({ from: '/tenants/$code/gallery' })
  const session = useAtomValue(sessionAtom)
  const config = useLoad(() => operatorCall('tenantConfig', { tenant_code: code }), `config:${code}`)
  const version = config.data?.version.version
  const frames = useLoad(
    () =>
      version === undefined
        ? Promise.resolve({ ok: true as const, data: undefined })
        : operatorCall('tenantGallery', { tenant_code: code, version }),
    `gallery:${code}:${version}`,
  )
  const [shown, setShown] = useState<Look>()
  const [notice, setNotice] = useState<string>()
  const save = useAction()
  if (!config.data) return <Waiting error={config.error} />
  const { site } = config.data.config
  const current = { theme_code: site.theme_code, theme_color: site.theme_color }
  return (
    <GalleryView
      code={code}
      version={config.data.version.version}
      current={current}
      shown={shown ?? current}
      onShow={(look) => {
        setShown(look)
        setNotice(undefined)
      }}
      frameUrl={(look) =>
        frames.data?.frames.find(
          (frame) => frame.theme_code === look.theme_code && frame.theme_color === look.theme_color,
        )?.url
      }
      canEdit={may(session, 'tenants.edit')}
      busy={save.busy}
      error={save.error ?? frames.error}
      notice={notice}
      onUse={async (look) => {
        const base = config.data!
        const saved = await save.run(() =>
          operatorCall('tenantSave', {
            tenant_code: code,
            based_on: base.version.version,
            config: { ...base.config, site: { ...base.config.site, ...look } },
          }),
        )
        if (!saved.ok) return
        setNotice(
          t`Saved as version ${saved.data.version.version}, a draft with this look: publish it from Versions.`,
        )
        config.reload()
      }}
    />
  )
}
