import { EXPORT_FORMATS, type ExportFormat, type Locale } from '@caseboard/contracts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectExportSlotProps } from '@/components/project-export-slot';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { toast } from '@/lib/toast';
import { saveFile, useDownloadExport } from '../api/download-export';
import { exportErrorText } from '../lib/error-text';
import { ThemeDialog } from './theme-dialog';

const itemClass =
  'flex cursor-pointer flex-col items-start gap-0.5 rounded-md px-3 py-1.5 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-surface-muted';

/**
 * The workspace header's export menu: the deck, workbook, Markdown and PDF of the project as the
 * server builds them, for everyone who can see the project; and the project theme for those who
 * may edit it. Keyboard: Enter or Space opens it, arrows move, Enter picks, Escape closes.
 */
export function ExportMenu({ project }: ProjectExportSlotProps) {
  const { t, i18n } = useTranslation('export');
  const download = useDownloadExport();
  const [themeOpen, setThemeOpen] = useState(false);
  const canTheme = !project.isDemo && (project.role === 'owner' || project.role === 'editor');

  const start = (format: ExportFormat) => {
    const label = t(`menu.${format}`);
    const id = `export-${project.id}`;
    toast.show({ id, severity: 'info', summary: t('menu.preparing', { format: label }) });
    download.mutate(
      { projectId: project.id, format, locale: (i18n.language === 'de' ? 'de' : 'en') satisfies Locale },
      {
        onSuccess: (file) => {
          const name = saveFile(file, `${project.name}.${format}`);
          toast.show({ id, severity: 'success', summary: t('menu.done', { file: name }), life: 4000 });
        },
        onError: (error) =>
          toast.show({ id, severity: 'error', summary: t('menu.failed'), detail: exportErrorText(error) }),
      },
    );
  };

  return (
    <>
      {/* Not modal: a modal menu hides the page from assistive technology while leaving it focusable. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button size="sm" variant="secondary" busy={download.isPending} aria-label={t('menu.label')}>
            {download.isPending ? null : <Icon name="download" />}
            {t('menu.open')}
            <Icon name="chevronDown" className="size-3.5" />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-64 rounded-lg border border-line bg-surface p-1 shadow-[var(--shadow-overlay)]"
          >
            <DropdownMenu.Label className="px-3 pt-1.5 pb-1 text-xs font-medium text-ink-subtle">
              {t('menu.formats')}
            </DropdownMenu.Label>
            {EXPORT_FORMATS.map((format) => (
              <DropdownMenu.Item
                key={format}
                disabled={download.isPending}
                onSelect={() => start(format)}
                className={itemClass}
              >
                <span className="text-sm text-ink">{t(`menu.${format}`)}</span>
                <span className="text-xs text-ink-muted">{t(`menu.${format}Hint`)}</span>
              </DropdownMenu.Item>
            ))}
            {canTheme ? (
              <>
                <DropdownMenu.Separator className="my-1 h-px bg-line" />
                <DropdownMenu.Item onSelect={() => setThemeOpen(true)} className={itemClass}>
                  <span className="flex items-center gap-2 text-sm text-ink">
                    <Icon name="palette" />
                    {t('menu.theme')}
                  </span>
                </DropdownMenu.Item>
              </>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {themeOpen ? <ThemeDialog projectId={project.id} onClose={() => setThemeOpen(false)} /> : null}
    </>
  );
}

export default ExportMenu;
