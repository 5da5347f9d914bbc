import { readdirSync } from 'node:fs'
import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * Message catalogues of the whole product (they live in apps/site, which loads them): one per language
 * (the codes of docs/product.md#languages, lower case) and per message group (docs/product.md#language-entry: ui, validation, errors, messages,
 * misc). The ui group is every interface text of the site, packages/ui and the templates; each other group's
 * messages live in their own module, so a catalogue holds exactly its group. English is the source language.
 * At the repository root so every package's macros and tests find it.
 */
const locales = ['en', 'php', 'cn', 'esp', 'rus', 'vi', 'ms', 'ne']

/** Each template package's sources, listed one by one: lingui's include takes no globs, and a template's
 * built `dist` beside its `src` must not count as a second copy of its messages. */
const templateSources = readdirSync(new URL('./packages/templates', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && /^template\d+$/.test(entry.name))
  .map((entry) => `<rootDir>/packages/templates/${entry.name}/src`)

/**
 * The modal stack's dialogs and the sign-in and sign-up forms they share with the login, register and
 * forgot-password pages, whose texts are the `dialogs` group. The error dialog is not among them: it must speak
 * when nothing more can be downloaded.
 */
const dialogSources = [
  '<rootDir>/apps/site/src/features/auth',
  '<rootDir>/apps/site/src/shell/appDownload',
  '<rootDir>/apps/site/src/features/info/AppDownloadOptions.tsx',
  '<rootDir>/apps/site/src/shell/Modal.tsx',
  '<rootDir>/apps/site/src/shell/LanguagePicker.tsx',
  '<rootDir>/apps/site/src/shell/RealityCheckDialog.tsx',
  '<rootDir>/apps/site/src/shell/SearchDialog.tsx',
  '<rootDir>/packages/ui/src/AuthForms',
  '<rootDir>/packages/ui/src/modals/LanguagePickerModal.tsx',
  '<rootDir>/packages/ui/src/modals/LoginModal.tsx',
  '<rootDir>/packages/ui/src/modals/PartnersModal.tsx',
  '<rootDir>/packages/ui/src/modals/RegisterModal.tsx',
  '<rootDir>/packages/ui/src/modals/SearchModal.tsx',
  '<rootDir>/packages/ui/src/modals/TacLoginModal.tsx',
]

/**
 * The public pages beyond the home and the lobbies (CMS bodies, news, promotions, contact, download), whose texts
 * are the `pages` group. The download options are the app-download dialog's too, so they are among the dialogs'.
 */
const pageSources = ['info', 'cms'].map((area) => `<rootDir>/apps/site/src/features/${area}`)

/** The shared pages of signed-in players, whose texts are the `player` group. */
const playerSources = ['wallet', 'account', 'engagement', 'games'].map(
  (area) => `<rootDir>/apps/site/src/features/${area}`,
)

export default defineConfig({
  sourceLocale: 'en',
  locales,
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/apps/site/src/locales/{locale}/ui',
      include: ['<rootDir>/apps/site/src', '<rootDir>/packages/ui/src', ...templateSources],
      exclude: [
        '**/*.test.*',
        '**/*.stories.*',
        '<rootDir>/apps/site/src/i18n/groups/**',
        '<rootDir>/apps/site/src/originals/**',
        ...playerSources,
        ...pageSources,
        ...dialogSources,
      ],
    },
    // The dialogs and the sign-in forms: loaded with the modal stack and the pages that show them, so a first visit
    // that opens no dialog never downloads them.
    {
      path: '<rootDir>/apps/site/src/locales/{locale}/dialogs',
      include: dialogSources,
      exclude: ['**/*.test.*', '**/*.stories.*'],
    },
    // The player's pages (docs/architecture.md#languages-and-texts): loaded by the pages that need them, so a
    // visitor's first page never downloads them.
    {
      path: '<rootDir>/apps/site/src/locales/{locale}/player',
      include: playerSources,
      exclude: ['**/*.test.*', '**/*.stories.*'],
    },
    // The public pages beyond the home and the lobbies: loaded by their routes, so a first visit to the home or a
    // lobby never downloads them.
    {
      path: '<rootDir>/apps/site/src/locales/{locale}/pages',
      include: pageSources,
      exclude: ['**/*.test.*', '**/*.stories.*', ...dialogSources],
    },
    // The originals' game windows (docs/product.md#originals) load their own texts: a lobby visit never downloads them.
    {
      path: '<rootDir>/apps/site/src/locales/{locale}/originals',
      include: ['<rootDir>/apps/site/src/originals'],
      exclude: ['**/*.test.*', '**/*.stories.*'],
    },
    // The operator console (apps/console) has its own catalogue, with the texts of the ui blocks it uses.
    {
      path: '<rootDir>/apps/console/src/locales/{locale}/console',
      include: [
        '<rootDir>/apps/console/src',
        '<rootDir>/packages/ui/src/Table',
        '<rootDir>/packages/ui/src/TextField',
        '<rootDir>/packages/ui/src/Tabs',
        '<rootDir>/packages/ui/src/Button',
      ],
      exclude: ['**/*.test.*', '**/*.stories.*'],
    },
    ...['validation', 'errors', 'messages', 'misc'].map((group) => ({
      path: `<rootDir>/apps/site/src/locales/{locale}/${group}`,
      include: [`<rootDir>/apps/site/src/i18n/groups/${group}.ts`],
    })),
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
})
