import type { LocaleShape } from '../../locale-shape';

export const replay: LocaleShape<'ar'>['replay'] = {
  title: 'إعادة العرض',
  lotTitle: 'إعادة عرض القطعة <bdi>{{title}}</bdi>',
  auctionTitle: 'إعادة عرض المزاد <bdi>{{title}}</bdi>',
  loading: 'جارٍ تحميل الخط الزمني…',
  empty: 'لا توجد أحداث في هذا الخط الزمني بعد.',
  action: 'إعادة العرض',
  scrubber: {
    label: 'الخط الزمني',
    position: 'الحدث <bdi>{{step}}</bdi> من <bdi>{{total}}</bdi>',
    play: 'تشغيل',
    pause: 'إيقاف مؤقت',
    back: 'خطوة للخلف',
    forward: 'خطوة للأمام',
    speed: 'السرعة',
    by: 'بواسطة <bdi>{{name}}</bdi>',
  },
  instant: {
    local: 'توقيتك (<bdi>{{zone}}</bdi>)',
    utc: 'التوقيت العالمي UTC',
  },
  link: {
    copy: 'نسخ الرابط',
    copied: 'تم نسخ الرابط',
  },
  public: {
    title: 'ما رآه الجمهور',
    price: 'السعر',
    nextBid: 'المزايدة التالية',
    bidCount: 'المزايدات',
    closes: 'يُغلق',
    status: 'الحالة',
    market: 'السوق',
    reserve: 'السعر الاحتياطي',
    reserveMet: 'تم بلوغه',
    reserveNotMet: 'لم يتم بلوغه',
    noReserve: 'بلا سعر احتياطي',
  },
  bidders: {
    title: 'المزايدون في هذه اللحظة',
    bidder: 'المزايد',
    label: 'التسمية',
    maximum: 'الحد الأقصى',
    none: 'لا يوجد مزايدون بعد.',
    pick: 'عرض ما رآه أحد المزايدين',
    pickPlaceholder: 'اختر مزايدًا',
  },
  bidderView: {
    title: 'ما رآه <bdi>{{name}}</bdi>',
    label: 'التسمية',
    maximum: 'الحد الأقصى',
    messages: 'الردود والإشعارات',
    noMessages: 'لا شيء بعد.',
    answer: 'رد',
    push: 'إشعار',
    step: 'الحدث',
    at: 'الوقت',
    kind: 'النوع',
    name: 'الرسالة',
    amount: 'المبلغ',
  },
  lots: {
    title: 'القطع في هذه اللحظة',
    lot: 'القطعة',
    open: 'إعادة عرض هذه القطعة',
    none: 'لا توجد قطع بعد.',
  },
  explanations: {
    title: 'لماذا السعر على ما هو عليه',
    none: 'لم يتغير السعر بعد.',
    latest: 'آخر <bdi>{{shown}}</bdi> من <bdi>{{count}}</bdi> تفسيرات.',
  },
  explain: {
    step: 'الحدث <bdi>{{step}}</bdi>',
    hidden: 'غير معروض',
    none: 'لا يوجد',
    nobody: 'لا أحد',
    you: 'أنت',
    anotherBidder: 'مزايد آخر',
    seconds_zero: 'لا ثوانٍ',
    seconds_one: 'ثانية واحدة',
    seconds_two: 'ثانيتان',
    seconds_few: '{{count}} ثوانٍ',
    seconds_many: '{{count}} ثانية',
    seconds_other: '{{count}} ثانية',
  },
  rules: {
    P1: 'وضع <bdi>{{challenger}}</bdi> أول حد أقصى (<bdi>{{challengerMaximum}}</bdi>): يبدأ السعر عند <bdi>{{price}}</bdi>، وهو سعر البداية.',
    P2: 'كان <bdi>{{leader}}</bdi> في الصدارة ورفع الحد الأقصى من <bdi>{{leaderMaximum}}</bdi> إلى <bdi>{{challengerMaximum}}</bdi>: ينتقل السعر من <bdi>{{previousPrice}}</bdi> إلى <bdi>{{price}}</bdi> (لا يتحرك إلا نحو سعر احتياطي لم يُبلغ).',
    P3: 'زايد <bdi>{{challenger}}</bdi> بحد أقصى (<bdi>{{challengerMaximum}}</bdi>)، أعلى من الحد الأقصى (<bdi>{{leaderMaximum}}</bdi>) الذي تصدّر به <bdi>{{leader}}</bdi>: ينتقل السعر من <bdi>{{previousPrice}}</bdi> إلى <bdi>{{price}}</bdi>، بزيادة واحدة قدرها <bdi>{{increment}}</bdi> فوق الحد المهزوم، ولا يتجاوز الحد الجديد أبدًا.',
    P4: 'زايد <bdi>{{challenger}}</bdi> بحد أقصى (<bdi>{{challengerMaximum}}</bdi>)، لا يزيد على الحد الأقصى (<bdi>{{leaderMaximum}}</bdi>) الذي تصدّر به <bdi>{{leader}}</bdi>: تبقى الصدارة لـ <bdi>{{leader}}</bdi>، وينتقل السعر من <bdi>{{previousPrice}}</bdi> إلى <bdi>{{price}}</bdi>، بزيادة واحدة قدرها <bdi>{{increment}}</bdi> فوق الحد الأدنى، ولا يتجاوز الحد الأعلى (التعادل للحد الأسبق).',
    H1: 'قدّم <bdi>{{challenger}}</bdi> مزايدة ثابتة (<bdi>{{challengerMaximum}}</bdi>) ولم يكن أي حد أقصى أعلى منها: تنتقل الصدارة إلى <bdi>{{challenger}}</bdi> بهذا المبلغ تمامًا (كان السعر <bdi>{{previousPrice}}</bdi>).',
    H2: 'قدّم <bdi>{{challenger}}</bdi> مزايدة ثابتة (<bdi>{{challengerMaximum}}</bdi>)؛ فردّ الحد الأقصى الأعلى لـ <bdi>{{leader}}</bdi> (<bdi>{{leaderMaximum}}</bdi>) بزيادة واحدة قدرها <bdi>{{increment}}</bdi> فوقها: ينتقل السعر من <bdi>{{previousPrice}}</bdi> إلى <bdi>{{price}}</bdi>.',
    reserve:
      'لم يكن السعر الاحتياطي (<bdi>{{reserve}}</bdi>) قد بُلغ بعد، فرفع الحد الأقصى لـ <bdi>{{challenger}}</bdi> (<bdi>{{challengerMaximum}}</bdi>) السعر من <bdi>{{previousPrice}}</bdi> إلى <bdi>{{price}}</bdi>: حتى ذلك الحد أو السعر الاحتياطي، أيهما أقل.',
    reverse:
      'زايد <bdi>{{challenger}}</bdi> (<bdi>{{challengerMaximum}}</bdi>)، أقل من أدنى مزايدة: تنتقل الصدارة إلى <bdi>{{leader}}</bdi> وينخفض السعر من <bdi>{{previousPrice}}</bdi> إلى <bdi>{{price}}</bdi>.',
    'pre-bid':
      'عند الافتتاح طُبّقت المزايدة المسبقة لـ <bdi>{{challenger}}</bdi> (<bdi>{{challengerMaximum}}</bdi>) بترتيب تقديمها وفق قواعد المزايدة الآلية: ينتقل السعر من <bdi>{{previousPrice}}</bdi> إلى <bdi>{{price}}</bdi>.',
    'sealed-offer':
      'قدّم <bdi>{{challenger}}</bdi> عرضًا مغلقًا (<bdi>{{challengerMaximum}}</bdi>): لا يرى أحد غيره مبلغه ما دامت نافذة العروض مفتوحة.',
    'sealed-award':
      'تمت ترسية العرض المغلق لـ <bdi>{{leader}}</bdi> (<bdi>{{leaderMaximum}}</bdi>) بمبلغ <bdi>{{price}}</bdi>.',
    'approval-provisional':
      'كان عطاء <bdi>{{leader}}</bdi> (<bdi>{{leaderMaximum}}</bdi>) الأعلى: وهو الفائز المؤقت بانتظار موافقة البائع حتى <bdi>{{close}}</bdi>.',
    'approval-accepted':
      'قبل البائع العطاء الفائز لـ <bdi>{{leader}}</bdi> (<bdi>{{leaderMaximum}}</bdi>).',
    'approval-deadline':
      'لم يرد البائع قبل الموعد النهائي: قُبل العطاء الفائز لـ <bdi>{{leader}}</bdi> (<bdi>{{leaderMaximum}}</bdi>).',
    'approval-refused':
      'رفض البائع العطاء الفائز لـ <bdi>{{leader}}</bdi> (<bdi>{{leaderMaximum}}</bdi>): الحصة غير مباعة.',
    'tender-opened':
      'عند الفتح فُكّ تشفير عطاء <bdi>{{challenger}}</bdi> (<bdi>{{challengerMaximum}}</bdi>) وأصبح عرضه على هذه الحصة.',
    'tender-cap-reached':
      'تم تخطي <bdi>{{challenger}}</bdi>: بلغ الحد. كان عطاؤه (<bdi>{{challengerMaximum}}</bdi>) سيجعل ما يربحه في هذه المناقصة يتجاوز حد إنفاقه، فذهبت الحصة إلى العطاء التالي.',
    'soft-close':
      'وصلت مزايدة من <bdi>{{challenger}}</bdi> ضمن نافذة منع القنص: تأخر الإغلاق <bdi>{{extension}}</bdi>، من <bdi>{{previousClose}}</bdi> إلى <bdi>{{close}}</bdi>.',
    retraction:
      'سُحبت مزايدة لـ <bdi>{{challenger}}</bdi>: يُعاد حساب السعر بدونها، من <bdi>{{previousPrice}}</bdi> إلى <bdi>{{price}}</bdi>، وتنتقل الصدارة إلى <bdi>{{leader}}</bdi>.',
    'buy-now': 'اشترى <bdi>{{buyer}}</bdi> بسعر الشراء الفوري <bdi>{{price}}</bdi>.',
    'close-sold':
      'أُغلقت القطعة مبيعة لـ <bdi>{{leader}}</bdi> بمبلغ <bdi>{{price}}</bdi>: كان أعلى حد أقصى (<bdi>{{leaderMaximum}}</bdi>) في الصدارة عند الإغلاق وبلغ السعر السعر الاحتياطي (<bdi>{{reserve}}</bdi>).',
    'close-unsold':
      'أُغلقت القطعة دون بيع عند <bdi>{{price}}</bdi>: لم يتصدر أحد، أو لم يبلغ السعر السعر الاحتياطي (<bdi>{{reserve}}</bdi>).',
    'invoice-raised':
      'صدرت الفاتورة رقم <bdi>{{invoiceNumber}}</bdi> إلى <bdi>{{buyer}}</bdi> عن البيع بسعر <bdi>{{price}}</bdi>: <bdi>{{invoiceTotal}}</bdi> إجمالًا، والمستحق <bdi>{{balanceDue}}</bdi> (<bdi>{{invoiceStatus}}</bdi>).',
    'invoice-payment':
      'دفع <bdi>{{buyer}}</bdi> مبلغ <bdi>{{amount}}</bdi> (<bdi>{{method}}</bdi>) من الفاتورة رقم <bdi>{{invoiceNumber}}</bdi>: المدفوع <bdi>{{paid}}</bdi> من <bdi>{{invoiceTotal}}</bdi>، والمستحق <bdi>{{balanceDue}}</bdi> (<bdi>{{invoiceStatus}}</bdi>). يبقى السعر <bdi>{{price}}</bdi>.',
    'invoice-offline':
      'اختار <bdi>{{buyer}}</bdi> دفع الفاتورة رقم <bdi>{{invoiceNumber}}</bdi> بتحويل بنكي: المستحق <bdi>{{balanceDue}}</bdi> (<bdi>{{invoiceStatus}}</bdi>).',
    'invoice-status':
      'الفاتورة رقم <bdi>{{invoiceNumber}}</bdi> الخاصة بـ <bdi>{{buyer}}</bdi> أصبحت الآن <bdi>{{invoiceStatus}}</bdi> (المدفوع <bdi>{{paid}}</bdi> من <bdi>{{invoiceTotal}}</bdi>).',
  },
  why: {
    button: 'لماذا هذا السعر؟',
    title: 'لماذا هذا السعر؟',
    yourLabel: 'تسميتك',
    none: 'لا شيء لتفسيره بعد.',
  },
};
