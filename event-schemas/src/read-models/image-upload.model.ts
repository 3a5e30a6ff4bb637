/** One stored image as the uploader answers it (spec 7: `files[].file_name`; the name is the server's). */
export interface UploadedImage {
  file_name: string;
  /** The last path segment of the client's name, echoed for the caption's default filename. */
  original_name: string;
  folder: string;
  /** 1 = image, as in a lot's allattachmentlist. */
  type: 1;
  /** Bytes of the original. */
  size: number;
}

/** `commonFunction/image_uploader/muliple_img_uploader`: every stored image of the call. */
export interface UploadImagesAnswer {
  files: UploadedImage[];
}
