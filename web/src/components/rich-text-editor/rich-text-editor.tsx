import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { ImageUploader } from '@/components/image-uploader/image-uploader';
import { type ImageFolder, imageUrl } from '@/components/lot-image';

export interface RichTextEditorProps {
  html: string;
  onChange: (html: string) => void;
  /** Where pictures put in the text upload to: 'templates' (static pages), 'product' (lots). */
  folder: ImageFolder;
  insertImageLabel: string;
  label?: string;
  description?: string;
  error?: string | undefined;
  testId: string;
}

/**
 * Rich text (static pages, lot descriptions): the server keeps only what this toolbar makes
 * (api `shared/html/html-sanitiser.ts`); images upload to `folder` and go in at the cursor.
 */
export function RichTextEditor({
  html,
  onChange,
  folder,
  insertImageLabel,
  label,
  description,
  error,
  testId,
}: RichTextEditorProps) {
  const editor = useEditor({
    // StarterKit 3 carries a Link of its own; Mantine's adds the link editor.
    extensions: [StarterKit.configure({ link: false }), Link, Image],
    content: html,
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  // Another page, language or lot loaded: the editor shows the version loaded for it.
  useEffect(() => {
    if (editor && editor.getHTML() !== html)
      editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <MantineRichTextEditor editor={editor} data-testid={testId}>
        <MantineRichTextEditor.Toolbar>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Bold />
            <MantineRichTextEditor.Italic />
            <MantineRichTextEditor.Underline />
            <MantineRichTextEditor.Strikethrough />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.H2 />
            <MantineRichTextEditor.H3 />
            <MantineRichTextEditor.BulletList />
            <MantineRichTextEditor.OrderedList />
            <MantineRichTextEditor.Blockquote />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Link />
            <MantineRichTextEditor.Unlink />
          </MantineRichTextEditor.ControlsGroup>
        </MantineRichTextEditor.Toolbar>
        <MantineRichTextEditor.Content />
      </MantineRichTextEditor>
      <ImageUploader
        label={insertImageLabel}
        folder={folder}
        multiple={false}
        withCaptions={false}
        inputTestId={`${testId}-image-input`}
        value={[]}
        onChange={(images) => {
          const file = images[0]?.file_name;
          if (file && editor)
            editor
              .chain()
              .focus()
              .setImage({ src: imageUrl(file, 'compressed', folder) })
              .run();
        }}
      />
    </Input.Wrapper>
  );
}
