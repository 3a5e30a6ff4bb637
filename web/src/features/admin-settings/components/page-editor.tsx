import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUploader } from '@/components/image-uploader/image-uploader';
import { imageUrl } from '@/components/lot-image';

/** A static page's rich text; images upload to the folder 'templates' and go in where the cursor is. */
export function PageEditor({ html, onChange }: { html: string; onChange: (html: string) => void }) {
  const { t } = useTranslation('adminsettings');
  const editor = useEditor({
    // StarterKit 3 carries a Link of its own; Mantine's adds the link editor.
    extensions: [StarterKit.configure({ link: false }), Link, Image],
    content: html,
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  // A page or language switched: the editor shows the version loaded for it.
  useEffect(() => {
    if (editor && editor.getHTML() !== html)
      editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);
  return (
    <>
      <RichTextEditor editor={editor} data-testid="page-editor">
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      <ImageUploader
        label={t('pages.insertImage')}
        folder="templates"
        multiple={false}
        withCaptions={false}
        value={[]}
        onChange={(images) => {
          const file = images[0]?.file_name;
          if (file && editor)
            editor
              .chain()
              .focus()
              .setImage({ src: imageUrl(file, 'compressed', 'templates') })
              .run();
        }}
      />
    </>
  );
}
