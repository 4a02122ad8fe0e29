import { forwardRef, useImperativeHandle, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconLink, IconUnlink } from '../../../components/icons';
import styles from './RichTextEditor.module.css';

export interface RichTextHandle {
  html: () => string;
  setHtml: (html: string) => void;
}

/**
 * A small rich-text editor of our own (no dependency): a contentEditable area and a toolbar for bold,
 * italic, headings, lists, quotes and links. What it produces is only a draft: the server keeps an
 * allow-list of tags when it saves (admin_save_page), so pasted scripts or styles never reach a page.
 */
export const RichTextEditor = forwardRef<RichTextHandle, { label: string; initial: string }>(
  function RichTextEditor({ label, initial }, ref) {
    const { t } = useTranslation();
    const area = useRef<HTMLDivElement>(null);
    useImperativeHandle(ref, () => ({
      html: () => area.current?.innerHTML ?? '',
      setHtml: (html) => {
        if (area.current) area.current.innerHTML = html;
      },
    }));
    // execCommand is deprecated but still the one cross-browser way to edit a contentEditable in place.
    const run = (command: string, value?: string) => {
      area.current?.focus();
      document.execCommand(command, false, value);
    };
    const link = () => {
      const url = window.prompt(t('admin_pages_link_prompt'), 'https://');
      if (url && /^(https?:|mailto:)/i.test(url.trim())) run('createLink', url.trim());
    };
    const tool = (key: string, label: ReactNode, onClick: () => void) => (
      <button
        key={key}
        type="button"
        className={styles.tool}
        title={t(`admin_pages_tool_${key}`)}
        aria-label={t(`admin_pages_tool_${key}`)}
        // Keeps the selection in the text while the button is pressed.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
        data-testid={`rte-${key}`}
      >
        {label}
      </button>
    );
    return (
      <div className={styles.editor}>
        <div className={styles.toolbar} role="toolbar" aria-label={t('admin_pages_toolbar')}>
          {tool('bold', <strong>B</strong>, () => run('bold'))}
          {tool('italic', <em>I</em>, () => run('italic'))}
          {tool('h2', 'H2', () => run('formatBlock', 'h2'))}
          {tool('h3', 'H3', () => run('formatBlock', 'h3'))}
          {tool('p', '¶', () => run('formatBlock', 'p'))}
          {tool('ul', '•', () => run('insertUnorderedList'))}
          {tool('ol', '1.', () => run('insertOrderedList'))}
          {tool('quote', '❝', () => run('formatBlock', 'blockquote'))}
          {tool('link', <IconLink size={18} aria-hidden />, link)}
          {tool('unlink', <IconUnlink size={18} aria-hidden />, () => run('unlink'))}
        </div>
        <div
          ref={area}
          className={styles.area}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          dir="auto"
          dangerouslySetInnerHTML={{ __html: initial }}
          data-testid="rte-area"
        />
      </div>
    );
  },
);
