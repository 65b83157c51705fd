import type { HypothesisNode, TreeNode } from '@caseboard/contracts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icons';
import type { TreeViewStore } from '../store/tree-view-store';
import { controlClass } from './tree-view-bar';

const LEVELS = [1, 2, 3, 4, null] as const;

/** "Show levels": opens the tree to one to four levels, or all of them (view state, not the document). */
export function LevelsMenu({ root, view }: { root: TreeNode | HypothesisNode; view: TreeViewStore }) {
  const { t } = useTranslation('tree');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={controlClass}>
        {t('view.levels')}
        <Icon name="chevronDown" className="size-3.5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-50 min-w-48 rounded-lg border border-line bg-surface p-1 shadow-[var(--shadow-overlay)]"
        >
          {LEVELS.map((levels) => (
            <DropdownMenu.Item
              key={levels ?? 'all'}
              onSelect={() => view.getState().showLevels(root, levels)}
              className="flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-1.5 text-sm text-ink outline-none data-[highlighted]:bg-surface-muted"
            >
              <span className="w-6 text-ink-subtle tabular-nums">{levels ?? t('view.levelsAll')}</span>
              {levels === null ? t('view.levelsAllOption') : t('view.levelsOption', { count: levels })}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
