import type { StaticPages } from './static-pages.content.js';

/** The static pages in Spanish, page for page with the English ones. */
export const STATIC_PAGES_ES: StaticPages = {
  about: {
    title: 'Acerca de',
    content:
      '<h2>Acerca de Facet</h2><p>Una casa de subastas de diamantes en bruto y joyería, desde lotes de licitación sellada hasta piedras sueltas y piezas terminadas.</p>' +
      '<p>Cada puja queda registrada en un libro a prueba de manipulaciones, se decide por la hora del servidor y llega a todos los postores en segundos.</p>',
  },
  services: {
    title: 'Servicios',
    content:
      '<h2>Servicios</h2><ul><li>Subastas en línea con tiempo, con pujas automáticas y fijas</li><li>Licitaciones selladas: las ofertas permanecen selladas hasta el cierre del lote</li>' +
      '<li>Compra inmediata en lotes seleccionados</li><li>Citas de visita, facturación, depósitos y presupuestos de envío</li></ul>',
  },
  help: {
    title: 'Ayuda',
    content:
      '<h2>Ayuda</h2><p><b>¿Cómo funciona la puja automática?</b> Introduce tu máximo; pujamos por ti de incremento en incremento, solo lo necesario para que sigas en cabeza.</p>' +
      '<p><b>¿Por qué se movió la hora de cierre?</b> Una puja en los últimos minutos prolonga el lote, para que nadie pierda por el reloj.</p>' +
      '<p><b>¿Qué es una licitación sellada?</b> Haces una oferta por lote; nadie la ve hasta el cierre y gana la oferta más alta.</p>',
  },
  support: {
    title: 'Preguntas frecuentes',
    content:
      '<p><b>¿Quién puede pujar?</b> Compradores registrados con correo verificado; los lotes de alto valor piden además verificación de identidad (KYC) y un depósito.</p>' +
      '<p><b>¿Qué significa precio por quilate?</b> El precio del lote es la puja multiplicada por el peso del lote en quilates; el lote muestra ambos.</p>' +
      '<p><b>¿Puedo retirar una puja?</b> No: las pujas son vinculantes. Escríbenos desde la página de contacto si algo salió mal.</p>' +
      '<p><b>¿Cuándo pago?</b> Al cerrar el lote recibes una factura; los depósitos se descuentan de ella.</p>',
  },
  guidelines: {
    title: 'Normas',
    content:
      '<h2>Normas</h2><p>Los vendedores describen los lotes de buena fe, con pesos en quilates, número de piedras y certificados cuando existen. Los compradores pujan solo lo que piensan pagar.</p>' +
      '<p>No comerciamos con piedras de zonas de conflicto y rechazamos todo lote cuyo origen no pueda demostrarse. Nos oponemos a la esclavitud moderna en toda la cadena de suministro.</p>',
  },
  privacy_policy: {
    title: 'Política de privacidad',
    content:
      '<h2>Política de privacidad</h2><p>Conservamos los datos de tu cuenta para gestionar las subastas y cumplir las obligaciones KYC. Los demás postores nunca ven tu nombre completo, tu correo ni tu teléfono.</p>' +
      '<p>Solo usamos las cookies que el sitio necesita para mantener tu sesión y recordar tu idioma.</p>',
  },
  terms_of_use: {
    title: 'Términos de uso',
    content:
      '<h2>Términos de uso</h2><p>Facet es un mercado de diamantes en bruto y joyería. Al pujar te comprometes a comprar al precio pujado si ganas.</p>' +
      '<p>Las pujas son vinculantes y se deciden por la hora del servidor. Los vendedores describen los lotes de buena fe; los compradores superan controles de identidad antes de pujar por lotes de alto valor.</p>' +
      '<p>Los depósitos, facturas y pagos siguen las condiciones indicadas en cada lote.</p>',
  },
  how_to_bid: {
    title: 'Cómo pujar',
    content:
      '<h2>Cómo pujar</h2><ol><li>Regístrate y verifica tu correo electrónico.</li><li>Abre un lote y lee sus condiciones: precio por quilate, peso, depósito.</li>' +
      '<li>Introduce tu puja y elige automática (pujamos por ti hasta tu máximo) o fija (el importe exacto).</li>' +
      '<li>Sigue el lote en directo; te avisamos al instante cuando te superan y cuando ganas.</li></ol>',
  },
};
