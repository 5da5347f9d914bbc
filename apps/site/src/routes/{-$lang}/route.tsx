import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { languageForPrefix } from '../../shell/languagePrefix'

/**
 * The optional language prefix of every page (`/vi/slots` and `/slots`). An unknown prefix is not a
 * language but a path that does not exist, so it is a 404.
 */
export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: async ({ params, context }) => {
    const language = params.lang === undefined ? undefined : languageForPrefix(params.lang)
    if (params.lang !== undefined && !language) throw notFound()
    // The URL decides the language: a prefix activates its language, no prefix the site's default.
    const code = language?.code ?? context.shell.defaultLanguage
    if (code !== context.shell.activeLanguage()) await context.shell.activateLanguage(code)
    return { language: code }
  },
  component: Outlet,
})
