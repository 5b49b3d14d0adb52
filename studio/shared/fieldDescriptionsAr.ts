// What the Arabic studio shows under each field: the schemas' descriptions (schemas/**/*.json), in
// Arabic, by their exact English text. SchemaForm.tsx puts them in place of the English in an
// Arabic studio; the block types' own descriptions are blockDescriptionsAr's (studioNames.ts).
// tests/unit/console-words.test.ts fails on a description without its Arabic here and on an
// entry whose English no schema has any more: a description changed in a schema is translated
// again. Names of code, files, fields and placeholders ({phone}) stay as they are written.
// Loaded with the studio's form alone (not by the site, nor by the inbox).

export const fieldDescriptionsAr: Record<string, string> = {
  'Block type: article.':
    'نوع القسم: article.',
  'Which article the page shows; its text is edited under News articles.':
    'المقال الذي تعرضه الصفحة؛ يُحرَّر نصه في «المقالات الإخبارية».',
  'Block type: cardGrid.':
    'نوع القسم: cardGrid.',
  'Small label above the heading.':
    'تسمية صغيرة فوق العنوان.',
  "The section's heading (h2).":
    'عنوان القسم (h2).',
  'A sentence or two under the heading.':
    'جملة أو جملتان تحت العنوان.',
  'Cards per row on large screens: 2, 3 (default) or 4; phones always show one.':
    'عدد البطاقات في الصف على الشاشات الكبيرة: 2 أو 3 (الافتراضي) أو 4؛ وتعرض الهواتف بطاقة واحدة دائماً.',
  'The cards, in order.':
    'البطاقات بالترتيب.',
  "The card's heading (h3).":
    'عنوان البطاقة (h3).',
  'A sentence or two about it.':
    'جملة أو جملتان عنها.',
  'Bullet points, shown in this order.':
    'نقاط تظهر بهذا الترتيب.',
  "The card's colour: sky (default), violet, emerald, amber or rose.":
    'لون البطاقة: sky (سماوي، الافتراضي) أو violet (بنفسجي) أو emerald (زمردي) أو amber (كهرماني) أو rose (وردي).',
  'Block type: checklist.':
    'نوع القسم: checklist.',
  'The lines, in order.':
    'الأسطر بالترتيب.',
  'Block type: contactForms.':
    'نوع القسم: contactForms.',
  'Optional heading (h2) over the tabs.':
    'عنوان اختياري (h2) فوق التبويبات.',
  'What screen readers call the tabs.':
    'اسم التبويبات لدى قارئات الشاشة.',
  'The note explaining the required-field mark.':
    'الملاحظة التي تشرح علامة الحقل المطلوب.',
  'The empty choice of a select, e.g. "Choose…".':
    'الخيار الفارغ في القائمة المنسدلة، مثل «Choose…».',
  'The contact form.':
    'نموذج التواصل.',
  'The tab\'s label, "Contact Form".':
    'تسمية التبويب: «Contact Form».',
  'A heading over the form.':
    'عنوان فوق النموذج.',
  'First name.':
    'الاسم الأول.',
  "The field's label.":
    'تسمية الحقل.',
  'An example shown in the empty field.':
    'مثال يظهر في الحقل وهو فارغ.',
  'A hint under the field.':
    'تلميح تحت الحقل.',
  'Last name.':
    'اسم العائلة.',
  'E-mail.':
    'البريد الإلكتروني.',
  'Phone.':
    'الهاتف.',
  'Company (optional).':
    'الشركة (اختياري).',
  'Subject.':
    'الموضوع.',
  "The choices, in order: each value is fixed by the forms' rules, the label is what visitors see.":
    'الخيارات بالترتيب: قيمة كل خيار تحدّدها قواعد النماذج، والتسمية هي ما يراه الزوار.',
  'The value sent.':
    'القيمة المُرسَلة.',
  'What the visitor sees.':
    'ما يراه الزائر.',
  'Message.':
    'الرسالة.',
  'The button, "Send Message".':
    'الزر: «Send Message».',
  'The consultation form.':
    'نموذج الاستشارة.',
  'The tab\'s label, "Consultation Form".':
    'تسمية التبويب: «Consultation Form».',
  'Full name.':
    'الاسم الكامل.',
  'Company.':
    'الشركة.',
  'Project type.':
    'نوع المشروع.',
  'Budget.':
    'الميزانية.',
  'Timeline.':
    'المدة الزمنية.',
  'Project details.':
    'تفاصيل المشروع.',
  'The button, "Schedule Free Consultation".':
    'الزر: «Schedule Free Consultation».',
  'Block type: contactInfo.':
    'نوع القسم: contactInfo.',
  'Optional heading (h2) over the cards.':
    'عنوان اختياري (h2) فوق البطاقات.',
  "The e-mail card's title.":
    'عنوان بطاقة البريد الإلكتروني.',
  "The phone card's title.":
    'عنوان بطاقة الهاتف.',
  "The address card's title.":
    'عنوان بطاقة العنوان.',
  "The business hours card's title.":
    'عنوان بطاقة ساعات العمل.',
  'Block type: cta.':
    'نوع القسم: cta.',
  "The panel's heading (h2).":
    'عنوان اللوحة (h2).',
  'A sentence that gives the visitor a reason to act now.':
    'جملة تمنح الزائر سبباً ليبادر الآن.',
  'Block type: faq.':
    'نوع القسم: faq.',
  'The tabs, in order; the first is shown by default.':
    'التبويبات بالترتيب؛ يظهر أولها افتراضياً.',
  "The tab's label.":
    'تسمية التبويب.',
  'The questions.':
    'الأسئلة.',
  'The question.':
    'السؤال.',
  "The question's name in the address (#...), unique on the page.":
    'اسم السؤال في عنوان الصفحة (#...)، ولا يتكرّر في الصفحة.',
  "The tab's name in the address (?category=...).":
    'اسم التبويب في عنوان الصفحة (?category=...).',
  'Block type: hero.':
    'نوع القسم: hero.',
  'Small label above the headline, e.g. the service name.':
    'تسمية صغيرة فوق العنوان الرئيسي، مثل اسم الخدمة.',
  "The headline; the page's h1.":
    'العنوان الرئيسي؛ عنوان h1 للصفحة.',
  "A short line under the headline, e.g. 'Fast Delivery • QAR 1,500 • Qatar Focus'.":
    'سطر قصير تحت العنوان الرئيسي، مثل «Fast Delivery • QAR 1,500 • Qatar Focus».',
  'One or two sentences that say what the visitor gets.':
    'جملة أو جملتان تقولان ما يحصل عليه الزائر.',
  'Short facts shown as chips under the buttons, e.g. "Based in Doha".':
    'معلومات قصيرة تظهر شاراتٍ تحت الأزرار، مثل «Based in Doha».',
  'When ticked, the interactive 3D scene shows beside the headline (it loads after the page, only when visible, and never for visitors who ask for reduced motion or to save data).':
    'عند التحديد يظهر المشهد التفاعلي ثلاثي الأبعاد بجانب العنوان الرئيسي (يُحمَّل بعد الصفحة وحين يظهر فقط، ولا يُحمَّل أبداً للزوار الذين يطلبون تقليل الحركة أو توفير البيانات).',
  'Block type: highlights.':
    'نوع القسم: highlights.',
  'Tiles per row on large screens: 2, 3 (default) or 4.':
    'عدد المربّعات في الصف على الشاشات الكبيرة: 2 أو 3 (الافتراضي) أو 4.',
  'The points, in order.':
    'النقاط بالترتيب.',
  "The point's heading (h3).":
    'عنوان النقطة (h3).',
  'One or two sentences.':
    'جملة أو جملتان.',
  'Block type: mapEmbed.':
    'نوع القسم: mapEmbed.',
  'The address or directions shown before the map loads.':
    'العنوان أو إرشادات الوصول التي تظهر قبل تحميل الخريطة.',
  'The button, "Load Map".':
    'الزر: «Load Map».',
  "The map frame's title for screen readers.":
    'عنوان إطار الخريطة لقارئات الشاشة.',
  "What the map searches for; defaults to the site's location.":
    'ما تبحث عنه الخريطة؛ الافتراضي موقع الشركة في «بيانات الشركة» (location).',
  "The owner's Google Maps Embed API key. Leave it out to show the key-entry prompt instead.":
    'مفتاح Google Maps Embed API الخاص بالمالك. اتركه فارغاً لتظهر خانة إدخال المفتاح بدلاً من الخريطة.',
  "The key field's label (only without apiKey).":
    'تسمية حقل المفتاح (من دون apiKey فقط).',
  'A hint under the key field (only without apiKey).':
    'تلميح تحت حقل المفتاح (من دون apiKey فقط).',
  'Block type: newsList.':
    'نوع القسم: newsList.',
  'What screen readers call the filter.':
    'اسم المرشّح لدى قارئات الشاشة.',
  'The filter\'s first button, "All".':
    'أول زر في المرشّح: «All».',
  'The badge on the featured article.':
    'الشارة على المقال المميّز.',
  'The link to an article.':
    'الرابط إلى المقال.',
  'Shown when no article is in the chosen category.':
    'يظهر حين لا يكون في الفئة المختارة أي مقال.',
  'The newsletter box.':
    'خانة النشرة البريدية.',
  "The newsletter box's heading.":
    'عنوان خانة النشرة البريدية.',
  'Why subscribe.':
    'لماذا يشترك الزائر.',
  "The e-mail field's label.":
    'تسمية حقل البريد الإلكتروني.',
  'The button, "Subscribe".':
    'الزر: «Subscribe».',
  'Announced to screen readers when the filter changes; {count} becomes the number of articles shown, e.g. "Showing {count} articles".':
    'تعلنه قارئات الشاشة حين يتغيّر المرشّح؛ يصير {count} عددَ المقالات المعروضة، مثل «Showing {count} articles».',
  'Block type: portfolioGrid.':
    'نوع القسم: portfolioGrid.',
  'What screen readers call the filter, e.g. "Filter projects by category".':
    'اسم المرشّح لدى قارئات الشاشة، مثل «Filter projects by category».',
  'Shown when no project is in the chosen category.':
    'يظهر حين لا يكون في الفئة المختارة أي مشروع.',
  'The link to a project\'s page, "View Details".':
    'الرابط إلى صفحة المشروع: «View Details».',
  'The link to the live project (opens a new tab); shown only on the cards of projects with a live address ("url").':
    'الرابط إلى المشروع المنشور (يُفتح في تبويب جديد)؛ لا يظهر إلا على بطاقات المشاريع التي لها عنوان منشور ("url").',
  'Label of the completion year.':
    'تسمية سنة الإنجاز.',
  'Label of the team size, e.g. "Team"; the number of developers follows.':
    'تسمية حجم الفريق، مثل «Team»؛ ويليها عدد المطوّرين.',
  'What screen readers call the list of technologies.':
    'اسم قائمة التقنيات لدى قارئات الشاشة.',
  'Announced to screen readers when the filter changes; {count} becomes the number of projects shown, e.g. "Showing {count} projects".':
    'تعلنه قارئات الشاشة حين يتغيّر المرشّح؛ يصير {count} عددَ المشاريع المعروضة، مثل «Showing {count} projects».',
  'Block type: pricingTable.':
    'نوع القسم: pricingTable.',
  'The ids of the plans to show, in order (see "plans").':
    'معرّفات الباقات المعروضة بالترتيب (انظر «الباقات والأسعار»، plans).',
  'Cards for services priced on requirements.':
    'بطاقات لخدمات يُحدَّد سعرها حسب المتطلبات.',
  'The offer\'s name, e.g. "Cloud-Based Systems".':
    'اسم العرض، مثل «Cloud-Based Systems».',
  'What stands where a price would, e.g. "Custom".':
    'ما يظهر في مكان السعر، مثل «Custom».',
  'One sentence about it.':
    'جملة واحدة عنه.',
  'What it includes.':
    'ما يشمله.',
  'Payment and delivery terms listed under the cards.':
    'شروط الدفع والتسليم المذكورة تحت البطاقات.',
  'Block type: processSteps.':
    'نوع القسم: processSteps.',
  'steps: numbered cards in a row (default); timeline: phases along a line.':
    'steps: بطاقات مرقّمة في صف (الافتراضي)؛ timeline: مراحل على امتداد خط.',
  'The steps, in order.':
    'الخطوات بالترتيب.',
  'The step number or phase, e.g. "01" or "Week 2-3".':
    'رقم الخطوة أو المرحلة، مثل «01» أو «Week 2-3».',
  "The step's heading (h3).":
    'عنوان الخطوة (h3).',
  'What happens in it.':
    'ما يجري فيها.',
  'Block type: projectDetail.':
    'نوع القسم: projectDetail.',
  'Which project the page shows; its text is edited under Portfolio projects.':
    'المشروع الذي تعرضه الصفحة؛ يُحرَّر نصه في «مشاريع الأعمال».',
  'The link back to /portfolio.':
    'رابط العودة إلى /portfolio.',
  '"View Live Site" (opens the project in a new tab); shown only for a project with a live address ("url").':
    '«View Live Site» (يفتح المشروع في تبويب جديد)؛ لا يظهر إلا لمشروع له عنوان منشور ("url").',
  '"Start Similar Project" (to /contact).':
    '«Start Similar Project» (إلى /contact).',
  "Label of the project's duration.":
    'تسمية مدة المشروع.',
  'Label of the team size.':
    'تسمية حجم الفريق.',
  'Label of the uptime.':
    'تسمية نسبة التشغيل.',
  'Heading of the key features.':
    'عنوان المزايا الرئيسية.',
  'Heading of the results.':
    'عنوان النتائج.',
  'Heading of the challenges.':
    'عنوان التحدّيات.',
  'Heading of the solutions.':
    'عنوان الحلول.',
  'Block type: richText.':
    'نوع القسم: richText.',
  'Optional heading (h2).':
    'عنوان اختياري (h2).',
  'A line such as "Last updated: 1 November 2026".':
    'سطر مثل «Last updated: 1 November 2026».',
  'Block type: successStory.':
    'نوع القسم: successStory.',
  'Who the client is (no name needed), e.g. "A Doha real estate agency with 12 agents".':
    'من هو العميل (لا حاجة إلى اسمه)، مثل «A Doha real estate agency with 12 agents».',
  'Heading over the challenge, e.g. "The Challenge".':
    'العنوان فوق التحدّي، مثل «The Challenge».',
  'What the client struggled with.':
    'ما كان العميل يعانيه.',
  'Heading over the solution.':
    'العنوان فوق الحل.',
  'What we built.':
    'ما بنيناه.',
  'Heading over the results.':
    'العنوان فوق النتائج.',
  'The results as figures, e.g. 50% / more leads.':
    'النتائج بالأرقام، مثل 50% / more leads.',
  'The figure, e.g. "50%".':
    'الرقم، مثل «50%».',
  'What it measures, e.g. "more leads".':
    'ما يقيسه، مثل «more leads».',
  'Block type: testimonials.':
    'نوع القسم: testimonials.',
  'The testimonials; they are dealt into the three columns in turn.':
    'آراء العملاء؛ تُوزَّع على الأعمدة الثلاثة بالتناوب.',
  'What the client said.':
    'ما قاله العميل.',
  "The client's name.":
    'اسم العميل.',
  'Their role and company, e.g. "Owner, Pearl Salon".':
    'منصبه وشركته، مثل «Owner, Pearl Salon».',
  "How many seconds each of the three columns takes to scroll once (the specification's 15, 19 and 17).":
    'عدد الثواني التي يستغرقها كل عمود من الأعمدة الثلاثة في دورة تمرير واحدة (15 و19 و17 في المواصفات).',
  'Text a visitor reads, written in English ("en") and Arabic ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. Every visible string in site.json uses this one definition, and validation fails when either language is missing. It may contain placeholders filled in at build time: {brand}, {legalName}, {phone}, {email}, {location}, {hours}, and {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, {plan.<id>.name} for a website plan.':
    'نص يقرؤه الزائر، مكتوب بالإنجليزية ("en") وبالعربية ("ar"): { "en": "Contact us", "ar": "تواصل معنا" }. كل نص ظاهر في site.json يستعمل هذا التعريف وحده، ويفشل التحقّق إن غابت إحدى اللغتين. وقد يحتوي على عناصر نائبة تُملأ عند البناء: {brand}، {legalName}، {phone}، {email}، {location}، {hours}، ولباقة من باقات المواقع: {plan.<id>.price}، {plan.<id>.firstYearTotal}، {plan.<id>.renewal}، {plan.<id>.deliveryTime}، {plan.<id>.name}.',
  'English.':
    'النص بالإنجليزية.',
  'Arabic (Modern Standard Arabic, Western digits).':
    'النص بالعربية (العربية الفصحى المعاصرة، بالأرقام الغربية).',
  'The text in one language.':
    'النص بلغة واحدة.',
  'The text of a paragraph, a list item, a quote or a note, in English ("en") and Arabic ("ar"). Each language is either plain text, as every other text is, or a list of parts to mark some words: plain text, or { "text": "…" } with "bold", "italic" or "code" set to true, and "href" to make it a link (a page of the site, "/contact", or an https:// address, opened as the site\'s other links are): { "en": ["Write to us on ", { "text": "the contact page", "href": "/contact" }, "."], "ar": "…" }. Marks combine; the same placeholders as in any text work inside the parts.':
    'نص فقرة أو عنصر قائمة أو اقتباس أو ملاحظة، بالإنجليزية ("en") وبالعربية ("ar"). كل لغة إما نص عادي كسائر النصوص، وإما قائمة أجزاء لتمييز بعض الكلمات: نص عادي، أو { "text": "…" } مع "bold" أو "italic" أو "code" بالقيمة true، و"href" لجعله رابطاً (إلى صفحة من الموقع، "/contact"، أو إلى عنوان https://، ويُفتح كما تُفتح روابط الموقع الأخرى): { "en": ["Write to us on ", { "text": "the contact page", "href": "/contact" }, "."], "ar": "…" }. تجتمع العلامات معاً؛ وتعمل داخل الأجزاء العناصر النائبة نفسها التي تعمل في أي نص.',
  'The text in one language: plain text, or a list of parts, each plain text or a marked part ({ "text": "…", "bold": true }).':
    'النص بلغة واحدة: نص عادي، أو قائمة أجزاء، كل جزء منها نص عادي أو جزء مميّز ({ "text": "…", "bold": true }).',
  'One part of a text: plain text in double quotes, or a marked part.':
    'جزء من نص: نص عادي بين علامتي تنصيص مزدوجتين، أو جزء مميّز.',
  'Words shown in bold, in italic or as code, or a link; the marks combine ({ "text": "PageSpeed Insights", "italic": true, "href": "https://pagespeed.web.dev/" }).':
    'كلمات تظهر بخط غامق أو مائل أو كرمز برمجي، أو رابط؛ وتجتمع العلامات معاً ({ "text": "PageSpeed Insights", "italic": true, "href": "https://pagespeed.web.dev/" }).',
  'The words. Spaces around them are shown as typed.':
    'الكلمات. تظهر المسافات حولها كما كُتبت.',
  'Shown in bold (strong importance): true.':
    'بخط غامق (أهمية كبيرة): true.',
  'Shown in italic (emphasis, a name, a term): true.':
    'بخط مائل (تأكيد، اسم، مصطلح): true.',
  'Shown as code (a command, a file name, a record such as SPF): true.':
    'كرمز برمجي (أمر، اسم ملف، سجل مثل SPF): true.',
  'Makes the words a link: a page of the site ("/contact", "/news/…", "/faq#pricing"; in Arabic it leads to the Arabic page) or an https:// address, which opens in a new tab as the site\'s other links to other sites do.':
    'يجعل الكلمات رابطاً: إلى صفحة من الموقع ("/contact"، "/news/…"، "/faq#pricing"؛ وفي العربية يؤدي إلى الصفحة العربية) أو إلى عنوان https://، يُفتح في تبويب جديد كسائر روابط الموقع إلى مواقع أخرى.',
  "What an image shows, for people who cannot see it, in English and Arabic. Required in both: the site's images (articles, projects) are content, not decoration.":
    'ما تُظهره الصورة، لمن لا يستطيع رؤيتها، بالإنجليزية وبالعربية. مطلوب باللغتين: صور الموقع (المقالات، المشاريع) محتوى لا زينة.',
  'The text alternative in one language.':
    'النص البديل بلغة واحدة.',
  'Where a link goes: a route of this site ("/contact", "/#services"), an https:// address, a mailto: or tel: link, or {tel}, {mailto} (may be followed by ?subject=...) or {whatsapp} for the company\'s own phone, e-mail and WhatsApp chat.':
    'وجهة الرابط: صفحة من هذا الموقع ("/contact"، "/#services")، أو عنوان https://، أو رابط mailto: أو tel:، أو {tel} أو {mailto} (ويمكن أن يليه ?subject=...) أو {whatsapp} لهاتف الشركة وبريدها ومحادثة واتساب الخاصة بها.',
  'Optional anchor for the block, so that a link like /#services can jump to it. Lower-case letters, digits and hyphens; unique within its route.':
    'مرساة اختيارية للقسم، ليقفز إليه رابط مثل /#services. أحرف لاتينية صغيرة وأرقام وشَرطات؛ ولا تتكرّر في صفحتها.',
  'A button that is a link.':
    'زر هو رابط.',
  "The button's text.":
    'نص الزر.',
  'Where the button leads.':
    'وجهة الزر.',
  'primary: the filled main button; secondary: the outlined alternative. Defaults to primary.':
    'primary: الزر الرئيسي الممتلئ؛ secondary: البديل ذو الإطار. الافتراضي primary.',
  'One to three buttons, shown in this order.':
    'من زر إلى ثلاثة أزرار، تظهر بهذا الترتيب.',
  "The name of an icon from the site's icon set (see the list).":
    'اسم أيقونة من مجموعة أيقونات الموقع (انظر القائمة).',
  'An icon of the bottom bar.':
    'أيقونة من أيقونات الشريط السفلي.',
  'A labelled link.':
    'رابط له تسمية.',
  "The link's text.":
    'نص الرابط.',
  'Where it leads.':
    'وجهته.',
  'A name used in addresses: lower-case words joined by hyphens.':
    'اسم يُستعمل في العناوين: كلمات لاتينية صغيرة تصل بينها شَرطات.',
  'An image with its text alternative and size.':
    'صورة مع نصها البديل وحجمها.',
  'Path of the image under public/ (e.g. "/images/news/ai-1280.webp"). A name ending in -1280.webp has its 640 px and AVIF files beside it, made by `npm run images` or the studio\'s upload (src/server/render/imageSizes.ts).':
    'مسار الصورة داخل public/ (مثل "/images/news/ai-1280.webp"). الاسم المنتهي بـ -1280.webp تكون بجانبه ملفاته بعرض 640 px وبصيغة AVIF، يصنعها `npm run images` أو الرفع من الاستوديو (src/server/render/imageSizes.ts).',
  'What the image shows, for people who cannot see it, in both languages.':
    'ما تُظهره الصورة، لمن لا يستطيع رؤيتها، باللغتين.',
  'Intrinsic width in pixels (prevents layout shift).':
    'العرض الأصلي بالبكسل (يمنع تزحزح التخطيط).',
  'Intrinsic height in pixels.':
    'الارتفاع الأصلي بالبكسل.',
  'A result in figures.':
    'نتيجة بالأرقام.',
  'Long text as a list of typed parts: headings, paragraphs, lists, quotes and callouts (never HTML). The text of a paragraph, list item, quote or note may mark words bold, italic or as code, and make them links (see Inline text); headings, titles and who said a quote stay plain.':
    'نص طويل على هيئة قائمة أجزاء لكلٍّ منها نوع: عناوين وفقرات وقوائم واقتباسات وملاحظات بارزة (لا HTML أبداً). يمكن لنص الفقرة أو عنصر القائمة أو الاقتباس أو الملاحظة أن يميّز كلمات بخط غامق أو مائل أو كرمز برمجي، وأن يجعلها روابط (انظر Inline text)؛ أما العناوين وعناوين الملاحظات وقائل الاقتباس فتبقى نصاً عادياً.',
  'One part of a long text; "type" says which.':
    'جزء من نص طويل؛ يحدّد "type" نوعه.',
  'A heading inside the text.':
    'عنوان داخل النص.',
  '2 for a main heading, 3 for a sub-heading (the page title is the only level 1).':
    '2 لعنوان رئيسي، و3 لعنوان فرعي (عنوان الصفحة وحده في المستوى 1).',
  "The heading's text.":
    'نص العنوان.',
  'A paragraph.':
    'فقرة.',
  "The paragraph's text.":
    'نص الفقرة.',
  'A bulleted or numbered list.':
    'قائمة نقطية أو مرقّمة.',
  'When ticked, the items are numbered.':
    'عند التحديد تُرقَّم العناصر.',
  'The items.':
    'العناصر.',
  'A quotation.':
    'اقتباس.',
  'What was said.':
    'ما قيل.',
  'Who said it.':
    'قائله.',
  'A highlighted note.':
    'ملاحظة بارزة.',
  "The note's title.":
    'عنوان الملاحظة.',
  'The note.':
    'الملاحظة.',
  "A page's title in English and Arabic; 2 to 70 characters each. Search results show about 60 with the brand after it: the studio warns outside 30 to 60.":
    'عنوان الصفحة بالإنجليزية وبالعربية؛ من 2 إلى 70 حرفاً لكلٍّ منهما. تعرض نتائج البحث نحو 60 حرفاً يليها اسم العلامة: ينبّه الاستوديو إن خرج الطول عن 30 إلى 60.',
  "A page's summary for search results in English and Arabic; 50 to 160 characters each.":
    'ملخّص الصفحة لنتائج البحث بالإنجليزية وبالعربية؛ من 50 إلى 160 حرفاً لكلٍّ منهما.',
  'The kind of project.':
    'نوع المشروع.',
  'The budget in QAR.':
    'الميزانية بالريال القطري (QAR).',
  'When it is needed.':
    'متى يلزم.',
  'What the message is about.':
    'موضوع الرسالة.',
  'The rules of the form fields, shared by the contact, consultation and newsletter forms. Values are trimmed and checked for control characters before these rules apply.':
    'قواعد حقول النماذج، مشتركة بين نماذج التواصل والاستشارة والنشرة البريدية. تُزال المسافات من طرفي القيم ويُتحقَّق من خلوّها من أحرف التحكّم قبل تطبيق هذه القواعد.',
  "A person's or company's name: 1 to 100 characters on one line.":
    'اسم شخص أو شركة: من 1 إلى 100 حرف في سطر واحد.',
  'An e-mail address, at most 254 characters.':
    'عنوان بريد إلكتروني، 254 حرفاً على الأكثر.',
  'A Qatar number (+974 and 8 digits, or 8 digits alone) or an international number (+, country code, 7 to 15 digits in all); spaces, dashes and brackets allowed.':
    'رقم قطري (+974 و8 أرقام، أو 8 أرقام وحدها) أو رقم دولي (+ ثم رمز الدولة، من 7 إلى 15 رقماً في المجموع)؛ يُسمح بالمسافات والشَّرطات والأقواس.',
  'A message: 10 to 5000 characters.':
    'رسالة: من 10 إلى 5000 حرف.',
  "Where a contact or consultation form was sent from: two hidden fields the site's forms carry, kept with the lead for the sales inbox. A value that breaks these rules is not kept (the lead is, without it): a visitor never loses an enquiry over a hidden field.":
    'من أين أُرسل نموذج التواصل أو الاستشارة: حقلان مخفيان تحملهما نماذج الموقع، ويُحفظان مع العميل المحتمل لصندوق المبيعات. القيمة المخالفة لهذه القواعد لا تُحفظ (ويُحفظ العميل المحتمل من دونها): لا يخسر الزائر استفساره بسبب حقل مخفي.',
  "The path of the site's page the form is on, e.g. /services/website-development or /ar/contact.":
    'مسار صفحة الموقع التي فيها النموذج، مثل /services/website-development أو /ar/contact.',
  "The page's language.":
    'لغة الصفحة.',
  'What every page shows around its blocks: header, Get Started dialog, footer, mobile bottom bar and floating contact button.':
    'ما تعرضه كل صفحة حول أقسامها: الترويسة، ونافذة «ابدأ الآن»، والتذييل، والشريط السفلي على الهواتف، وزر التواصل العائم.',
  'The fixed header: logo, links, Services menu, Get Started button and, on small screens, the menu drawer.':
    'الترويسة الثابتة: الشعار والروابط وقائمة «الخدمات» وزر «ابدأ الآن»، وعلى الشاشات الصغيرة درج القائمة.',
  'What screen readers call the main navigation.':
    'اسم التنقّل الرئيسي لدى قارئات الشاشة.',
  'The header links, in order. The link of the current route (or of its section) is highlighted.':
    'روابط الترويسة بالترتيب. يبرز رابط الصفحة الحالية (أو رابط القسم الذي تنتمي إليه من الموقع).',
  'The Services dropdown: 600 px wide, three columns; opens on hover and from the keyboard.':
    'قائمة «الخدمات» المنسدلة: بعرض 600 px وفي ثلاثة أعمدة؛ تُفتح بمرور المؤشّر ومن لوحة المفاتيح.',
  "The dropdown button's text.":
    'نص زر القائمة المنسدلة.',
  'How many header links come before the Services button (0 puts it first). Defaults to 1, after Home.':
    'عدد روابط الترويسة التي تسبق زر «الخدمات» (0 يجعله أولاً). الافتراضي 1، بعد «الرئيسية».',
  'The service pages, one per column.':
    'صفحات الخدمات، صفحة في كل عمود.',
  'The button that opens the Get Started dialog.':
    'الزر الذي يفتح نافذة «ابدأ الآن».',
  'What screen readers call the menu toggle on small screens.':
    'اسم زر فتح القائمة وإغلاقها على الشاشات الصغيرة لدى قارئات الشاشة.',
  "What screen readers call the drawer's close button.":
    'اسم زر إغلاق الدرج لدى قارئات الشاشة.',
  'The heading of the menu drawer.':
    'عنوان درج القائمة.',
  "The heading over the service links in the drawer; defaults to the Services menu's label.":
    'العنوان فوق روابط الخدمات في الدرج؛ الافتراضي تسمية قائمة «الخدمات».',
  "The Get Started dialog's four options.":
    'خيارات نافذة «ابدأ الآن» الأربعة.',
  "The dialog's title.":
    'عنوان النافذة.',
  'A line under the title.':
    'سطر تحت العنوان.',
  'What screen readers call the close button.':
    'اسم زر الإغلاق لدى قارئات الشاشة.',
  'Shows the alert below and closes the dialog.':
    'يعرض التنبيه أدناه ويغلق النافذة.',
  "The option's name, 'Ask AI'.":
    'اسم الخيار: «Ask AI».',
  'A short line under the name.':
    'سطر قصير تحت الاسم.',
  "The alert shown, 'AI Chat feature coming soon!'.":
    'التنبيه المعروض: «AI Chat feature coming soon!».',
  "Writes an e-mail to the site's address with the subject below.":
    'يكتب رسالة بريد إلكتروني إلى عنوان الموقع بالموضوع أدناه.',
  "The option's name.":
    'اسم الخيار.',
  "The e-mail's subject, 'Service Inquiry'.":
    'موضوع الرسالة: «Service Inquiry».',
  "The footer: the site's description, social links, contact block, links and the copyright line.":
    'التذييل: وصف الموقع وروابط التواصل الاجتماعي وخانة التواصل والروابط وسطر حقوق النشر.',
  "What screen readers call the footer's links.":
    'اسم روابط التذييل لدى قارئات الشاشة.',
  "The contact block's heading.":
    'عنوان خانة التواصل.',
  "The links' heading.":
    'عنوان الروابط.',
  "The social links' heading.":
    'عنوان روابط التواصل الاجتماعي.',
  'The footer links, in order.':
    'روابط التذييل بالترتيب.',
  "Follows the legal name on the last line: '{legal name}. All rights reserved.'":
    'يلي الاسم القانوني في السطر الأخير: «{legal name}. All rights reserved.»',
  'The bar fixed to the bottom of small screens.':
    'الشريط المثبّت أسفل الشاشات الصغيرة.',
  'What screen readers call the bar.':
    'اسم الشريط لدى قارئات الشاشة.',
  'Two to five items. One is active when the path equals its href or, for items other than "/", starts with it.':
    'من عنصرين إلى خمسة. يكون العنصر نشطاً حين يساوي المسار قيمة href فيه، أو حين يبدأ بها في غير العنصر "/".',
  "The item's text.":
    'نص العنصر.',
  'The route it leads to.':
    'الصفحة التي يؤدي إليها.',
  'The round button in the corner that expands to four ways of reaching the company.':
    'الزر الدائري في الزاوية الذي يتّسع لأربع طرق للتواصل مع الشركة.',
  'What screen readers call the closed button.':
    'اسم الزر مغلقاً لدى قارئات الشاشة.',
  'What screen readers call the open button.':
    'اسم الزر مفتوحاً لدى قارئات الشاشة.',
  'The WhatsApp option (opens a chat in a new tab).':
    'خيار واتساب (يفتح محادثة في تبويب جديد).',
  'The call option.':
    'خيار الاتصال.',
  'An optional line under the label (used in the Services menu).':
    'سطر اختياري تحت التسمية (يُستعمل في قائمة «الخدمات»).',
  'One way to reach the company, with a line saying what happens.':
    'طريقة للتواصل مع الشركة، مع سطر يقول ما سيحدث.',
  'An option that is not built yet: it only writes its message to the browser console, as the specification says.':
    'خيار لم يُبنَ بعد: لا يفعل سوى كتابة رسالته في وحدة تحكّم المتصفح (console)، كما تقول المواصفات.',
  'What it writes to the console.':
    'ما يكتبه في وحدة التحكّم.',
  "The whole website: the company's facts, the interface texts shared by every page, and every route as an ordered list of blocks.":
    'الموقع كله: بيانات الشركة، ونصوص الواجهة المشتركة بين الصفحات، وكل صفحة قائمةً مرتّبة من الأقسام.',
  'Path of this schema, so that editors autocomplete and check site.json.':
    'مسار هذا المخطط، لتُكمل محرّرات الشيفرة site.json تلقائياً وتتحقّق منه.',
  'The website plans, declared once: pricing tables and price placeholders refer to them by id.':
    'باقات المواقع، معرّفة مرة واحدة: تشير إليها جداول الأسعار وعناصر الأسعار النائبة بمعرّفها (id).',
  'The portfolio projects.':
    'مشاريع معرض الأعمال.',
  'The news articles.':
    'المقالات الإخبارية.',
  'Old addresses that lead to current routes.':
    'عناوين قديمة تؤدي إلى صفحات حالية.',
  'Every page of the site. The order is the order of the sitemap.':
    'كل صفحات الموقع. ترتيبها هو ترتيب خريطة الموقع (sitemap).',
  'Facts about the company, used by the header, footer, contact links and search engines.':
    'بيانات عن الشركة، تستعملها الترويسة والتذييل وروابط التواصل ومحركات البحث.',
  'The short brand name shown in the logo and titles.':
    'اسم العلامة التجارية المختصر الظاهر في الشعار والعناوين.',
  'The registered company name.':
    'اسم الشركة المسجّل.',
  'The public address of the site, without a trailing slash; used for canonical links and the sitemap.':
    'العنوان العام للموقع، من دون شرطة مائلة في آخره؛ يُستعمل للروابط الأساسية (canonical) ولخريطة الموقع.',
  'One sentence about the company, for the footer and search engines.':
    'جملة واحدة عن الشركة، للتذييل ومحركات البحث.',
  'The company phone number as people read it, in international form (e.g. "+974 4000 1234"). The tel: link is made from it.':
    'رقم هاتف الشركة كما يقرؤه الناس، بالصيغة الدولية (مثل "+974 4000 1234"). ومنه يُصنع رابط tel:.',
  "The WhatsApp chat link's number and the greeting it pre-fills.":
    'رقم رابط محادثة واتساب والتحية التي يملؤها مسبقاً.',
  'The WhatsApp number in international form, digits only, no + (e.g. "97450001234").':
    'رقم واتساب بالصيغة الدولية، أرقام فقط من دون + (مثل "97450001234").',
  'The message pre-filled in the chat.':
    'الرسالة المملوءة مسبقاً في المحادثة.',
  'The contact e-mail address.':
    'عنوان البريد الإلكتروني للتواصل.',
  'Where the company is, as shown to visitors (e.g. "Doha, Qatar").':
    'مكان الشركة كما يظهر للزوار (مثل "Doha, Qatar").',
  'Business hours as shown to visitors.':
    'ساعات العمل كما تظهر للزوار.',
  "The company's social profiles.":
    'حسابات الشركة على مواقع التواصل الاجتماعي.',
  'Which network; chooses the icon.':
    'الشبكة؛ وبها تُختار الأيقونة.',
  'What a screen reader announces for the link, e.g. "Nuqta on Instagram".':
    'ما تعلنه قارئات الشاشة للرابط، مثل «Nuqta on Instagram».',
  "The profile's https:// address.":
    'عنوان الحساب (https://).',
  'The office address for search engines (structured data); "location" is how pages write it.':
    'عنوان المكتب لمحركات البحث (البيانات المنظّمة)؛ أما "location" فهو ما تكتبه الصفحات.',
  'Street, building and unit.':
    'الشارع والمبنى والوحدة.',
  'City, e.g. "Doha".':
    'المدينة، مثل "Doha".',
  'Two-letter country code, e.g. "QA".':
    'رمز الدولة من حرفين، مثل "QA".',
  'Business hours for search engines (structured data); "hours" is how pages write them.':
    'ساعات العمل لمحركات البحث (البيانات المنظّمة)؛ أما "hours" فهو ما تكتبه الصفحات.',
  'Days the office is open.':
    'أيام عمل المكتب.',
  'Opening time, 24-hour "HH:MM" (local time).':
    'وقت الفتح بنظام 24 ساعة "HH:MM" (بالتوقيت المحلي).',
  'Closing time, 24-hour "HH:MM" (local time).':
    'وقت الإغلاق بنظام 24 ساعة "HH:MM" (بالتوقيت المحلي).',
  'Countries the company serves, for search engines.':
    'الدول التي تخدمها الشركة، لمحركات البحث.',
  'Texts of the interface shared by every page.':
    'نصوص الواجهة المشتركة بين كل الصفحات.',
  "The keyboard users' first link, jumping over the header to the content.":
    'أول رابط لمستخدمي لوحة المفاتيح، يتخطّى الترويسة إلى المحتوى.',
  'The page shown for any path that is not a route.':
    'الصفحة التي تظهر لأي مسار ليس صفحة من صفحات الموقع.',
  "The browser tab's title.":
    'عنوان تبويب المتصفح.',
  "The large status code shown, '404'.":
    'رمز الحالة الكبير المعروض: «404».',
  "The message, 'Oops! Page not found'.":
    'الرسالة: «Oops! Page not found».',
  'An optional sentence under the message.':
    'جملة اختيارية تحت الرسالة.',
  'The link back to the home page.':
    'رابط العودة إلى الصفحة الرئيسية.',
  'The page shown when a page fails to render.':
    'الصفحة التي تظهر حين يتعذّر عرض صفحة.',
  'What went wrong, in plain words.':
    'ما الذي حدث، بكلمات بسيطة.',
  'What the visitor can do.':
    'ما يستطيع الزائر فعله.',
  'The button that reloads the page.':
    'الزر الذي يعيد تحميل الصفحة.',
  'Labels of the price cards.':
    'تسميات بطاقات الأسعار.',
  'Put before amounts: "QAR".':
    'يوضع قبل المبالغ: «QAR».',
  'The popular plan\'s badge, "Most Popular".':
    'شارة الباقة الأكثر طلباً: «Most Popular».',
  'Under the price: what it pays for.':
    'تحت السعر: ما يغطّيه.',
  'Label of the first-year total.':
    'تسمية إجمالي السنة الأولى.',
  'Label of the yearly price after the first year.':
    'تسمية السعر السنوي بعد السنة الأولى.',
  'Label of the delivery time.':
    'تسمية مدة التسليم.',
  'The Contact Us button (to /contact).':
    'زر «تواصل معنا» (إلى /contact).',
  'The WhatsApp button.':
    'زر واتساب.',
  'The Call button.':
    'زر الاتصال.',
  'Labels of article pages.':
    'تسميات صفحات المقالات.',
  '"Back to News".':
    'رابط العودة إلى الأخبار: «Back to News».',
  'Before the author, e.g. "By".':
    'قبل اسم الكاتب، مثل «By».',
  'After the number of minutes, e.g. "min read".':
    'بعد عدد الدقائق، مثل «min read».',
  "The closing card's heading.":
    'عنوان البطاقة الختامية.',
  "The closing card's sentence.":
    'جملة البطاقة الختامية.',
  "The closing card's link to /contact.":
    'رابط البطاقة الختامية إلى /contact.',
  'Texts of the forms: every message a visitor may see, so that they can be translated.':
    'نصوص النماذج: كل رسالة قد يراها الزائر، لكي تُترجَم.',
  'One message per rule a field can break.':
    'رسالة لكل قاعدة قد يخالفها حقل.',
  'A required field is empty.':
    'حقل مطلوب فارغ.',
  'Too short; {min} becomes the minimum number of characters.':
    'أقصر من اللازم؛ يصير {min} أقلَّ عدد من الأحرف.',
  'Too long; {max} becomes the maximum.':
    'أطول من اللازم؛ يصير {max} الحدَّ الأقصى.',
  'Not an e-mail address.':
    'ليس عنوان بريد إلكتروني.',
  'Not a phone number.':
    'ليس رقم هاتف.',
  'A choice that is not in the list.':
    'خيار ليس في القائمة.',
  'Invisible control characters.':
    'أحرف تحكّم غير مرئية.',
  'A value of the wrong kind.':
    'قيمة من نوع خاطئ.',
  'Above the form when fields need correcting.':
    'فوق النموذج حين تحتاج حقول إلى تصحيح.',
  'On the button while the form is being sent.':
    'على الزر أثناء إرسال النموذج.',
  'When the form was sent within seconds of appearing (as robots do): asks to send it again.':
    'حين يُرسَل النموذج بعد ثوانٍ من ظهوره (كما تفعل البرامج الآلية): يطلب إرساله مرة أخرى.',
  'When a form came from a page kept by a cache (its security token missing, used or out of date): the form is back with everything typed, ready to send. {button} becomes the form\'s button, e.g. "Send Message".':
    'حين يأتي النموذج من صفحة احتفظت بها ذاكرة تخزين مؤقت (رمز الأمان فيها مفقود أو مستعمل أو منتهي الصلاحية): يعود النموذج بكل ما كُتب فيه، جاهزاً للإرسال. يصير {button} زرَّ النموذج، مثل «Send Message».',
  'When one visitor sent too many forms in a short time.':
    'حين يرسل زائر واحد نماذج كثيرة في وقت قصير.',
  'When another site tried to send the form.':
    'حين يحاول موقع آخر إرسال النموذج.',
  'When the server could not store the form, so it was not sent: the visitor is offered WhatsApp and a call instead (reachUs).':
    'حين يتعذّر على الخادم حفظ النموذج فلا يُرسَل: يُعرض على الزائر واتساب والاتصال بدلاً منه (reachUs).',
  'When a form arrives larger than any valid form could be (only a modified page or a robot sends one).':
    'حين يصل نموذج أكبر مما يمكن أن يكون عليه أي نموذج صالح (لا يرسله إلا صفحة معدّلة أو برنامج آلي).',
  'The direct ways to reach the company, shown under the message of a form that could not be sent or was refused for sending too often.':
    'طرق التواصل المباشر مع الشركة، تظهر تحت رسالة نموذج تعذّر إرساله أو رُفض لكثرة الإرسال.',
  "The link that opens a WhatsApp chat with the site's greeting.":
    'الرابط الذي يفتح محادثة واتساب بتحية الموقع.',
  "The link that calls the site's phone number; {phone} is replaced by it.":
    'الرابط الذي يتصل برقم هاتف الموقع؛ ويحلّ الرقم محلّ {phone}.',
  'The thank-you state after a contact or consultation form.':
    'رسالة الشكر بعد نموذج التواصل أو الاستشارة.',
  'Thank-you heading.':
    'عنوان الشكر.',
  'What happens next.':
    'ما سيحدث بعد ذلك.',
  'Before the reference number.':
    'قبل الرقم المرجعي.',
  'Before the WhatsApp link.':
    'قبل رابط واتساب.',
  'The WhatsApp link.':
    'رابط واتساب.',
  'The button that shows the form again.':
    'الزر الذي يعيد إظهار النموذج.',
  'The newsletter box after subscribing.':
    'خانة النشرة البريدية بعد الاشتراك.',
  'Heading after subscribing.':
    'العنوان بعد الاشتراك.',
  'The label of the hidden field that only robots fill in.':
    'تسمية الحقل المخفي الذي لا تملؤه إلا البرامج الآلية.',
  'The install dialog shown on phones.':
    'نافذة التثبيت التي تظهر على الهواتف.',
  "The installed app's full name (the brand is its short name).":
    'الاسم الكامل للتطبيق المثبّت (واسم العلامة هو اسمه المختصر).',
  "The install dialog's title, 'Install {brand} App'.":
    'عنوان نافذة التثبيت: «Install {brand} App».',
  "The dialog's text.":
    'نص النافذة.',
  "'Install App' (shown when the browser offers installation).":
    '«Install App» (يظهر حين يتيح المتصفح التثبيت).',
  "'Maybe Later': closes the dialog for good.":
    '«Maybe Later»: يغلق النافذة نهائياً.',
  'Over the iPhone and iPad steps.':
    'فوق خطوات iPhone وiPad.',
  'How to add the site to the home screen in Safari.':
    'كيف يُضاف الموقع إلى الشاشة الرئيسية في Safari.',
  'Over the benefits (other devices).':
    'فوق الفوائد (للأجهزة الأخرى).',
  'Why install.':
    'لماذا يثبّت الزائر التطبيق.',
  'The page the installed app shows for a page it has not saved while offline.':
    'الصفحة التي يعرضها التطبيق المثبّت دون اتصال مكان صفحة لم يحفظها.',
  'What happened.':
    'ما الذي حدث.',
  'What still works.':
    'ما الذي لا يزال يعمل.',
  'The link to the home page (available offline).':
    'الرابط إلى الصفحة الرئيسية (متاحة دون اتصال).',
  "How each project and article category reads on the page (the category's own name stays in addresses such as ?category=Healthcare).":
    'كيف يُكتب اسم كل فئة من فئات المشاريع والمقالات في الصفحة (ويبقى اسم الفئة الأصلي في العناوين، مثل ?category=Healthcare).',
  'The switch to the same page in the other language, in the header and the mobile menu.':
    'رابط التبديل إلى الصفحة نفسها باللغة الأخرى، في الترويسة وفي قائمة الهاتف.',
  'The other language\'s name, in that language ("العربية" on English pages, "English" on Arabic ones); the link carries that language\'s lang attribute, so screen readers read it in its own voice.':
    'اسم اللغة الأخرى بتلك اللغة ("العربية" في الصفحات الإنجليزية، و"English" في العربية)؛ ويحمل الرابط سمة lang لتلك اللغة، فتقرؤه قارئات الشاشة بصوتها.',
  "The trail shown at the top of every page below the home page (Home › Services › Website Development), the same steps search engines get as its BreadcrumbList; each step after the first is named by its route's title.":
    'مسار التنقّل الظاهر أعلى كل صفحة دون الصفحة الرئيسية (Home › Services › Website Development)، وهو الخطوات نفسها التي تتلقّاها محركات البحث في BreadcrumbList؛ وكل خطوة بعد الأولى تُسمّى بعنوان صفحتها.',
  'The trail\'s name for screen readers (its navigation landmark), e.g. "Breadcrumb".':
    'اسم المسار لقارئات الشاشة (معلم التنقّل الخاص به)، مثل «Breadcrumb».',
  'The first step, the link to the home page, e.g. "Home".':
    'الخطوة الأولى، الرابط إلى الصفحة الرئيسية، مثل «Home».',
  'One page of the site: its address, what search engines show, and its blocks in order.':
    'صفحة من صفحات الموقع: عنوانها، وما تعرضه محركات البحث، وأقسامها بالترتيب.',
  'The page\'s address: "/" or lower-case words separated by hyphens and slashes, with no trailing slash (e.g. "/services/cloud-systems").':
    'عنوان الصفحة: "/" أو كلمات لاتينية صغيرة تفصل بينها شَرطات وشرطات مائلة، من دون شرطة مائلة في آخره (مثل "/services/cloud-systems").',
  'The page title in the browser tab and search results (the brand is added after it); 2 to 70 characters in each language, best 30 to 60 with the brand.':
    'عنوان الصفحة في تبويب المتصفح ونتائج البحث (يُضاف اسم العلامة بعده)؛ من 2 إلى 70 حرفاً بكل لغة، والأفضل من 30 إلى 60 مع اسم العلامة.',
  'The summary search engines show under the title; 50 to 160 characters in each language.':
    'الملخّص الذي تعرضه محركات البحث تحت العنوان؛ من 50 إلى 160 حرفاً بكل لغة.',
  "The page's content, top to bottom.":
    'محتوى الصفحة من أعلاها إلى أسفلها.',
  'One section of a page. "type" says which kind; the other fields depend on it (see docs/blocks.md).':
    'قسم من أقسام الصفحة. يحدّد "type" نوعه؛ وتتوقّف الحقول الأخرى عليه (انظر docs/blocks.md).',
  'A website plan. Every price on the site that belongs to a plan is taken from here.':
    'باقة من باقات المواقع. كل سعر في الموقع يخصّ باقة يؤخذ من هنا.',
  'The plan\'s name, e.g. "Small Business".':
    'اسم الباقة، مثل «Small Business».',
  'Who the plan is for, in one sentence.':
    'لمن الباقة، في جملة واحدة.',
  'Development price in QAR.':
    'سعر التطوير بالريال القطري (QAR).',
  "Development plus the first year's hosting, in QAR; must equal price + renewal.":
    'التطوير مع استضافة السنة الأولى، بالريال القطري (QAR)؛ يجب أن يساوي price + renewal.',
  'Hosting and support per year after the first, in QAR.':
    'الاستضافة والدعم لكل سنة بعد الأولى، بالريال القطري (QAR).',
  'How long delivery takes, e.g. "2-3 days".':
    'مدة التسليم، مثل «2-3 days».',
  'When ticked, the plan is marked as the most popular.':
    'عند التحديد تُعلَّم الباقة بأنها الأكثر طلباً.',
  'What the plan includes.':
    'ما تشمله الباقة.',
  'How blocks and placeholders name the plan, e.g. "small".':
    'الاسم الذي تُسمّى به الباقة في الأقسام والعناصر النائبة، مثل "small".',
  'A portfolio project; /portfolio lists them and a projectDetail block shows one.':
    'مشروع من معرض الأعمال؛ تسردها صفحة /portfolio ويعرض قسم projectDetail واحداً منها.',
  "The project's address: /portfolio/<slug>.":
    'عنوان المشروع: /portfolio/<slug>.',
  "The project's name.":
    'اسم المشروع.',
  'One line under the title.':
    'سطر واحد تحت العنوان.',
  "The portfolio filter's category.":
    'الفئة في مرشّح معرض الأعمال.',
  'Who it was for (no name needed).':
    'لمن كان (لا حاجة إلى الاسم).',
  'What we built, in two or three sentences.':
    'ما بنيناه، في جملتين أو ثلاث.',
  'Technologies used.':
    'التقنيات المستعملة.',
  'Key features; the portfolio card shows the first three.':
    'المزايا الرئيسية؛ تعرض بطاقة المعرض الثلاث الأولى منها.',
  "The live project's address (https), only where it is public: the project's card and page then offer Visit Site and View Live Site; without it they offer neither.":
    'عنوان المشروع المنشور (https)، حين يكون عاماً فقط: عندها تعرض بطاقة المشروع وصفحته «Visit Site» و«View Live Site»؛ ومن دونه لا تعرضان أياً منهما.',
  'Year of completion.':
    'سنة الإنجاز.',
  'Developers on the project.':
    'عدد المطوّرين في المشروع.',
  'How long it took, e.g. "6 weeks".':
    'المدة التي استغرقها، مثل «6 weeks».',
  'Its uptime, e.g. "99.9%".':
    'نسبة تشغيله، مثل «99.9%».',
  'Results in figures.':
    'النتائج بالأرقام.',
  'What was hard.':
    'ما كان صعباً.',
  'How we solved it.':
    'كيف حللناه.',
  'A news article; /news lists them and an article block shows one.':
    'مقال إخباري؛ تسردها صفحة /news ويعرض قسم article واحداً منها.',
  "The article's address: /news/<slug>.":
    'عنوان المقال: /news/<slug>.',
  "The article's title (its page's h1).":
    'عنوان المقال (عنوان h1 لصفحته).',
  'One or two sentences for the news list and the feed.':
    'جملة أو جملتان لقائمة الأخبار والخلاصة (feed).',
  'Who wrote it, e.g. "Nuqta Team".':
    'كاتبه، مثل «Nuqta Team».',
  'Publication date, YYYY-MM-DD.':
    'تاريخ النشر، YYYY-MM-DD.',
  "Date of the last substantial change, YYYY-MM-DD; leave it out while the article is as published. Search engines read it (dateModified), and the sitemap's lastmod follows it.":
    'تاريخ آخر تغيير جوهري، YYYY-MM-DD؛ اتركه فارغاً ما دام المقال كما نُشر. تقرؤه محركات البحث (dateModified)، ويتبعه lastmod في خريطة الموقع.',
  "The news filter's category.":
    'الفئة في مرشّح الأخبار.',
  'Minutes to read at about 220 words a minute (a test checks it against the body).':
    'دقائق القراءة بمعدّل نحو 220 كلمة في الدقيقة (يقارنها اختبار بنص المقال).',
  'The call-to-action card shown inside the body (after about a third of it).':
    'بطاقة الدعوة إلى إجراء التي تظهر داخل النص (بعد نحو ثلثه).',
  "The card's heading.":
    'عنوان البطاقة.',
  'Why act now.':
    'لماذا يبادر الزائر الآن.',
  'An address that permanently leads to another (301).':
    'عنوان يؤدي إلى آخر بشكل دائم (301).',
  'The old address.':
    'العنوان القديم.',
  'Where it now leads.':
    'وجهته الآن.',
};
