import '@mantine/tiptap/styles.css';
import { Button, Input, Popover, Stack, TextInput } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState } from 'react';

/** Inserts an image by its address (an upload's /uploads/... path or an https address). */
function ImageControl({ editor }: { editor: Editor | null }) {
  const [opened, setOpened] = useState(false);
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const valid = /^(https?:\/\/|\/)[^\s"'<>]+$/i.test(src.trim());
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus withinPortal position="bottom">
      <Popover.Target>
        <RichTextEditor.Control
          aria-label="Insert image"
          title="Insert image"
          onClick={() => setOpened((o) => !o)}
        >
          <IconPhoto size={16} stroke={1.5} aria-hidden="true" />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={280}>
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
              setOpened(false);
            }}
          >
            Insert image
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
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
            <RichTextEditor.Link />
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
