// The image uploader and its caption modal (spec 5 and 8 wording).
export const uploads = {
  choose: 'Upload images',
  uploading: 'Uploading…',
  hint: 'PNG, JPG, JPEG or WEBP',
  wrongType: 'Something went wrong! Please make sure you upload the expected file type',
  failed: 'Upload Failed!',
  httpError: 'HTTP error: {{status}}',
  networkError: 'Image Upload Failed',
  edit: 'Edit caption',
  remove: 'Remove',
  caption: {
    addTitle: 'Add caption',
    editTitle: 'Edit caption',
    filename: 'Filename',
    title: 'Title',
    description: 'Description',
    enterFilename: 'Enter Filename',
    enterTitle: 'Enter Title',
    enterDescription: 'Enter Description',
    save: 'Save',
    cancel: 'Cancel',
  },
};
