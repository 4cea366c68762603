/**
 * Reads a chosen image file into the download record's `selectedFileData` (docs/features/curation.md §9): a data URL with the
 * picture's pixel size, so the printable page can show it after a reload without any server.
 * @throws Error when the file cannot be read or is not a picture the browser can decode
 */
export async function readImageData(file: File): Promise<{ src: string; width: number; height: number }> {
  const src = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The image could not be read.'));
    reader.readAsDataURL(file);
  });
  const { width, height } = await new Promise<{ width: number; height: number }>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => reject(new Error('The image could not be opened.'));
    img.src = src;
  });
  return { src, width, height };
}
