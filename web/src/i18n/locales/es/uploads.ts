import type { LocaleShape } from '../../locale-shape';

export const uploads: LocaleShape<'es'>['uploads'] = {
  choose: 'Subir imágenes',
  uploading: 'Subiendo…',
  hint: 'PNG, JPG, JPEG o WEBP',
  wrongType: '¡Algo salió mal! Asegúrate de subir el tipo de archivo esperado',
  failed: '¡Error al subir!',
  httpError: 'Error HTTP: {{status}}',
  networkError: 'No se pudo subir la imagen',
  edit: 'Editar leyenda',
  remove: 'Quitar',
  caption: {
    addTitle: 'Añadir leyenda',
    editTitle: 'Editar leyenda',
    filename: 'Nombre de archivo',
    title: 'Título',
    description: 'Descripción',
    enterFilename: 'Introduce el nombre de archivo',
    enterTitle: 'Introduce el título',
    enterDescription: 'Introduce la descripción',
    save: 'Guardar',
    cancel: 'Cancelar',
  },
};
