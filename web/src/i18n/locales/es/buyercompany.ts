import type { Resources } from '../en';

export const buyercompany: Resources['buyercompany'] = {
  title: 'Empresa',
  hint: 'Licita por tu empresa: sus límites de gasto, adjudicaciones y facturas son compartidos por sus representantes (como máximo {{max}}, cada uno con su propio acceso).',
  invitation: '{{name}} te invita a licitar como su representante',
  accept: 'Aceptar',
  decline: 'Rechazar',
  registration: 'Registro {{number}}, {{country}}',
  status: { representative: 'Representante', invited: 'Invitado' },
  leave: 'Salir',
  remove: 'Retirar',
  withdraw: 'Retirar invitación',
  full: 'Tu empresa ya tiene sus {{max}} representantes',
  add: {
    label: 'Añadir un representante',
    hint: 'El correo de su cuenta de comprador; acepta la invitación con su propio acceso',
    submit: 'Invitar',
  },
  register: {
    title: 'Registra tu empresa',
    name: 'Nombre de la empresa',
    registrationNumber: 'Número de registro',
    country: 'País de registro',
    submit: 'Registrar empresa',
  },
  required: '¡Obligatorio!',
};
