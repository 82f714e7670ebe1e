import '@mantine/tiptap/styles.css';
import { Button, Checkbox, Input, Popover, Stack, TextInput } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { IconLink, IconPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useId, useState } from 'react';

/** A toolbar button that opens a small form beside it (image and link controls). */
function PopoverControl({
  label,
  icon,
  onOpen,
  children,
}: {
  label: string;
  icon: ReactNode;
  onOpen?: () => void;
  children: (close: () => void) => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus withinPortal position="bottom">
      <Popover.Target>
        <RichTextEditor.Control
          aria-label={label}
          title={label}
          onClick={() => {
            if (!opened) onOpen?.();
            setOpened((o) => !o);
          }}
        >
          {icon}
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={280}>
          {children(close)}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

const ADDRESS = /^(https?:\/\/|\/)[^\s"'<>]+$/i;

/** Inserts an image by its address (an upload's /uploads/... path or an https address). */
function ImageControl({ editor }: { editor: Editor | null }) {
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const valid = ADDRESS.test(src.trim());
  return (
    <PopoverControl label="Insert image" icon={<IconPhoto size={16} stroke={1.5} aria-hidden="true" />}>
      {(close) => (
        <>
          <TextInput
            label="Image address"
            placeholder="https://… or /uploads/…"
            value={src}
            onChange={(e) => setSrc(e.currentTarget.value)}
            error={
              src.trim() !== '' && !valid ? 'Please enter an address starting with https:// or /' : undefined
            }
          />
          <TextInput
            label="Description (alt text)"
            value={alt}
            onChange={(e) => setAlt(e.currentTarget.value)}
          />
          <Button
            size="xs"
            disabled={!valid}
            onClick={() => {
              editor?.chain().focus().setImage({ src: src.trim(), alt: alt.trim() }).run();
              setSrc('');
              setAlt('');
              close();
            }}
          >
            Insert image
          </Button>
        </>
      )}
    </PopoverControl>
  );
}

/**
 * Links the selected text. Mantine's own link control labels its "open in a new tab" toggle only
 * by a tooltip, which screen readers do not get (axe button-name), so the form is ours.
 */
function LinkControl({ editor }: { editor: Editor | null }) {
  const [href, setHref] = useState('');
  const [newTab, setNewTab] = useState(false);
  const valid = /^(https?:\/\/|\/|mailto:|tel:)[^\s"'<>]+$/i.test(href.trim());
  const save = (close: () => void) => {
    if (!valid) return;
    editor
      ?.chain()
      .focus()
      .extendMarkRange('link')
      .setLink({ href: href.trim(), target: newTab ? '_blank' : null })
      .run();
    close();
  };
  return (
    <PopoverControl
      label="Link"
      icon={<IconLink size={16} stroke={1.5} aria-hidden="true" />}
      onOpen={() => {
        const current = editor?.getAttributes('link') ?? {};
        setHref(typeof current.href === 'string' ? current.href : '');
        setNewTab(current.target === '_blank');
      }}
    >
      {(close) => (
        <>
          <TextInput
            label="Link address"
            placeholder="https://example.com/"
            value={href}
            onChange={(e) => setHref(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                save(close);
              }
            }}
            error={
              href.trim() !== '' && !valid
                ? 'Please enter an address starting with https://, /, mailto: or tel:'
                : undefined
            }
          />
          <Checkbox
            label="Open in a new tab"
            checked={newTab}
            onChange={(e) => setNewTab(e.currentTarget.checked)}
          />
          <Button size="xs" disabled={!valid} onClick={() => save(close)}>
            Save link
          </Button>
        </>
      )}
    </PopoverControl>
  );
}

/**
 * The custom page editor (@mantine/tiptap): headings, lists, links, images and tables. It gives
 * HTML; the server sanitises it before storing it (apps/server/src/modules/content/sanitize-html.ts).
 */
export function RichTextField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}) {
  const labelId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto', 'tel'] }),
      Image,
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: value,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} error={error}>
      <RichTextEditor editor={editor} mt={4}>
        <RichTextEditor.Toolbar sticky stickyOffset={60}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <LinkControl editor={editor} />
            <RichTextEditor.Unlink />
            <ImageControl editor={editor} />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.TableInsert />
            <RichTextEditor.TableRowAfter />
            <RichTextEditor.TableColumnAfter />
            <RichTextEditor.TableDelete />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={260} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
