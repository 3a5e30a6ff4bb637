import type { LocaleShape } from '../../locale-shape';

export const auth: LocaleShape<'es'>['auth'] = {
  login: {
    title: 'Iniciar sesión',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Entrar',
    forgot: '¿Olvidaste la contraseña?',
    noAccount: '¿Nuevo en Facet?',
    register: 'Crear una cuenta',
  },
  register: {
    title: 'Registro',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirm: 'Confirmar contraseña',
    phone: 'Teléfono',
    country: 'País',
    termsPrefix: 'Acepto los',
    termsLink: 'términos y condiciones',
    submit: 'Registrarse',
    haveAccount: '¿Ya tienes una cuenta?',
    success: '¡Registro completado!',
  },
  forgot: {
    title: 'Recuperar contraseña',
    submit: 'Enviar enlace',
    back: 'Volver a iniciar sesión',
  },
  reset: {
    title: 'Restablecer contraseña',
    current: 'Contraseña actual',
    password: 'Nueva contraseña',
    confirm: 'Confirmar contraseña',
    submit: 'Restablecer',
    forcedHint: 'Elige una nueva contraseña antes de continuar.',
  },
  strength: {
    label: 'Seguridad de la contraseña: {{level}}',
    weak: 'Débil',
    fair: 'Aceptable',
    good: 'Buena',
    strong: 'Fuerte',
  },
  verify: {
    title: 'Verificar correo',
    working: 'Verificando tu correo…',
    done: 'Tu correo está verificado.',
    failed: 'El enlace no es válido o ha caducado.',
    continue: 'Continuar',
  },
  terms: {
    title: 'Términos y condiciones',
    accept: 'Acepto los términos y condiciones',
    mustAccept: 'Debes aceptar los términos y condiciones',
  },
  actingAs: {
    banner: 'Estás actuando como {{name}}',
    back: 'Volver a tu cuenta',
  },
};
