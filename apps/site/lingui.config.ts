import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * Message catalogues: one per language (spec section 9 codes, lower case) and per message group (spec
 * section 3: ui, validation, errors, messages, misc). Each group's messages live in its own modules, so a
 * catalogue holds exactly its group. English is the source language.
 */
const locales = ['en', 'php', 'cn', 'esp', 'rus', 'vi', 'ms', 'ne']

export default defineConfig({
  sourceLocale: 'en',
  locales,
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/ui',
      include: [
        '<rootDir>/src',
        '<rootDir>/../../packages/ui/src',
        '<rootDir>/../../packages/templates/*/src',
      ],
      exclude: ['**/*.test.*', '**/*.stories.*', '<rootDir>/src/i18n/groups/**'],
    },
    ...['validation', 'errors', 'messages', 'misc'].map((group) => ({
      path: `<rootDir>/src/locales/{locale}/${group}`,
      include: [`<rootDir>/src/i18n/groups/${group}.ts`],
    })),
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
})
