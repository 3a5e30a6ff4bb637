export const spendingcap = {
  title: 'Límite de gasto',
  hint: 'Lo máximo que ganarás en total en esta subasta. Se rechaza una puja que te haga superarlo, y tus pujas máximas dejan de subir al alcanzarlo.',
  none: 'Sin límite de gasto',
  current: 'Tu límite: {{amount}}',
  winning: 'Vas ganando o has ganado {{amount}} aquí',
  label: 'Límite para esta subasta',
  save: 'Guardar límite',
  remove: 'Quitar límite',
  company:
    'El límite de {{company}}: compartido por sus representantes, abarca lo que gana cada uno',
  invalid: 'Introduce un importe válido',
};
