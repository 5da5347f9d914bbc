import type { TemplateId } from '@lobbykit/contract/registry'
import type { TemplateModule, ThemeLoaders } from '@lobbykit/ui/template'

/** How the shell loads one template package: its module and, beside it, its lazy colour themes. */
export interface TemplatePackage {
  load(): Promise<{ template: TemplateModule }>
  themes(): Promise<{ themes: ThemeLoaders }>
}

/**
 * Every template of the registry (docs/architecture.md#templates), loaded on demand: a tenant downloads its
 * own template and colour only. A registry id without a line here fails the type check.
 */
export const templates = {
  template1: {
    load: () => import('@lobbykit/template1'),
    themes: () => import('@lobbykit/template1/themes'),
  },
  template2: {
    load: () => import('@lobbykit/template2'),
    themes: () => import('@lobbykit/template2/themes'),
  },
  template3: {
    load: () => import('@lobbykit/template3'),
    themes: () => import('@lobbykit/template3/themes'),
  },
  template4: {
    load: () => import('@lobbykit/template4'),
    themes: () => import('@lobbykit/template4/themes'),
  },
  template5: {
    load: () => import('@lobbykit/template5'),
    themes: () => import('@lobbykit/template5/themes'),
  },
  template6: {
    load: () => import('@lobbykit/template6'),
    themes: () => import('@lobbykit/template6/themes'),
  },
  template7: {
    load: () => import('@lobbykit/template7'),
    themes: () => import('@lobbykit/template7/themes'),
  },
  template8: {
    load: () => import('@lobbykit/template8'),
    themes: () => import('@lobbykit/template8/themes'),
  },
  template9: {
    load: () => import('@lobbykit/template9'),
    themes: () => import('@lobbykit/template9/themes'),
  },
  template10: {
    load: () => import('@lobbykit/template10'),
    themes: () => import('@lobbykit/template10/themes'),
  },
  template11: {
    load: () => import('@lobbykit/template11'),
    themes: () => import('@lobbykit/template11/themes'),
  },
  template12: {
    load: () => import('@lobbykit/template12'),
    themes: () => import('@lobbykit/template12/themes'),
  },
  template13: {
    load: () => import('@lobbykit/template13'),
    themes: () => import('@lobbykit/template13/themes'),
  },
  template14: {
    load: () => import('@lobbykit/template14'),
    themes: () => import('@lobbykit/template14/themes'),
  },
  template15: {
    load: () => import('@lobbykit/template15'),
    themes: () => import('@lobbykit/template15/themes'),
  },
  template16: {
    load: () => import('@lobbykit/template16'),
    themes: () => import('@lobbykit/template16/themes'),
  },
  template17: {
    load: () => import('@lobbykit/template17'),
    themes: () => import('@lobbykit/template17/themes'),
  },
  template19: {
    load: () => import('@lobbykit/template19'),
    themes: () => import('@lobbykit/template19/themes'),
  },
  template20: {
    load: () => import('@lobbykit/template20'),
    themes: () => import('@lobbykit/template20/themes'),
  },
  template21: {
    load: () => import('@lobbykit/template21'),
    themes: () => import('@lobbykit/template21/themes'),
  },
} satisfies Record<TemplateId, TemplatePackage>
