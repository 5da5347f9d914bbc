import { useLingui } from '@lingui/react/macro'
import { maxUploadBytes, mediaUploadTypes } from '@lobbykit/contract/operator'
import type { TenantConfig } from '@lobbykit/contract/tenantConfig'
import { TextField } from '@lobbykit/ui/TextField'
import { useId, useState } from 'react'
import { Messages } from '../../shell/Messages'
import * as page from '../../shell/page.css'
import * as styles from './editor.css'

type PictureKey = 'logo1' | 'logo2' | 'logo3' | 'manifest_icon'

/** Uploads a file; gives its media path, or the refusal to show. */
export type Upload = (file: File) => Promise<{ path: string } | { error: string }>

/** The logos and the manifest icon: a media path or address each, or a picture uploaded here. */
export function PicturesSection({
  site,
  onChange,
  upload,
  disabled,
}: {
  site: TenantConfig['site']
  onChange: (key: PictureKey, value: string) => void
  upload: Upload
  disabled?: boolean
}) {
  const { t } = useLingui()
  const pictures: { key: PictureKey; label: string }[] = [
    { key: 'logo1', label: t`Logo (header)` },
    { key: 'logo2', label: t`Logo (phone)` },
    { key: 'logo3', label: t`Logo (footer)` },
    { key: 'manifest_icon', label: t`App icon (manifest, square)` },
  ]
  return (
    <div className={page.formGrid}>
      {pictures.map((picture) => (
        <PictureField
          key={picture.key}
          label={picture.label}
          value={site[picture.key]}
          onChange={(value) => onChange(picture.key, value)}
          upload={upload}
          disabled={disabled}
        />
      ))}
    </div>
  )
}

function PictureField({
  label,
  value,
  onChange,
  upload,
  disabled,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  upload: Upload
  disabled?: boolean
}) {
  const { t } = useLingui()
  const id = useId()
  const [status, setStatus] = useState<{ error?: string; busy?: boolean }>({})
  const choose = async (file: File | undefined) => {
    if (!file) return
    if (!(mediaUploadTypes as readonly string[]).includes(file.type))
      return setStatus({ error: t`Choose a PNG, JPEG or WebP picture.` })
    const limit = Math.round(maxUploadBytes / 1024)
    if (file.size > maxUploadBytes) return setStatus({ error: t`The picture is larger than ${limit} KB.` })
    setStatus({ busy: true })
    const answer = await upload(file)
    if ('error' in answer) return setStatus({ error: answer.error })
    setStatus({})
    onChange(answer.path)
  }
  return (
    <fieldset className={page.fieldset} disabled={disabled}>
      <legend className={page.legend}>{label}</legend>
      <div className={styles.picture}>
        {value ? <img src={value} alt="" className={styles.thumb} /> : <span className={styles.noThumb} />}
      </div>
      <TextField label={t`Address`} name={`${id}-address`} value={value} onChange={onChange} />
      <label className={styles.upload}>
        {status.busy ? t`Uploading…` : t`Upload a picture`}
        <input
          type="file"
          accept={mediaUploadTypes.join(',')}
          className={styles.fileInput}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </label>
      <Messages error={status.error} />
    </fieldset>
  )
}
