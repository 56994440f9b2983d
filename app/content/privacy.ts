import type { Lang } from "~/i18n/locales";
import type { LegalDocument } from "./legal-document";

/**
 * The privacy policy, under Jordan's Personal Data Protection Law No. 24 of 2023. It describes what
 * the site really does: the contact form and its consultation booking (app/contact/schema.ts), the
 * inquiry store, its retention (INQUIRY_RETENTION_DAYS) and mail outbox (server/), the language
 * kept in localStorage, and the OpenStreetMap frame on /contact. Change it when any of those
 * change, and update `privacyUpdated`. The Law's deadline for answering a request is not stated
 * (see facts-to-confirm.ts): the policy says "within the period the Law sets" until the firm does.
 */
export const privacyUpdated = "2026-11-23";

export const privacyContent = {
  en: {
    meta: {
      title: "Privacy policy",
      description:
        "What personal data {firm} collects through its website and contact form, why, how long it is kept, and how to exercise your rights under Jordan's Personal Data Protection Law No. 24 of 2023.",
    },
    breadcrumb: "Privacy policy",
    header: {
      eyebrow: "Legal information",
      title: "Privacy policy",
      intro:
        "How we at {firm} handle the personal data you share with us through this website, under Jordan's Personal Data Protection Law No. 24 of 2023.",
    },
    updatedLabel: "Last updated",
    summary: {
      heading: "In brief",
      items: [
        "We collect only what you send us through the contact form, with the consultation time you ask for if you book one, and we use it only to answer you and arrange that consultation.",
        "We do not sell your data, use it for marketing or share it with advertisers.",
        "Inquiries, and any consultation booked with them, are deleted 365 days after we receive them, unless they lead to an engagement.",
        "This website sets no cookies and uses no analytics, advertising or tracking tools.",
        "You may ask at any time for a copy of your data, or for its correction or erasure, by writing to {email}.",
      ],
    },
    tocHeading: "On this page",
    sections: [
      {
        id: "controller",
        heading: "Who is responsible for your data",
        body: [
          "{firm} (“the firm” or “we”) is the controller of the personal data described in this policy, within the meaning of the Personal Data Protection Law No. 24 of 2023 (“the Law”). This means that we decide why and how your data is processed, and that we answer to you for it.",
          {
            definitions: [
              { term: "Address", detail: "{address}" },
              { term: "Email", detail: "{email}" },
              { term: "Phone", detail: "{phone}" },
            ],
          },
          "This policy covers this website and its contact form. Information you give us once you have engaged us on a matter is also protected by the professional secrecy that binds every Jordanian lawyer, and is governed by the engagement letter we sign with you.",
        ],
      },
      {
        id: "data-we-collect",
        heading: "What we collect",
        body: [
          "When you send the contact form, we receive:",
          {
            definitions: [
              { term: "Full name", detail: "So that we know whom we are answering." },
              { term: "Email address", detail: "So that we can reply to you." },
              { term: "Phone number (optional)", detail: "If you would rather we call you." },
              {
                term: "Service (optional)",
                detail: "The area of law you chose, so that the right attorney reads your message.",
              },
              { term: "Message", detail: "What you tell us about your matter." },
              {
                term: "Language",
                detail: "The language of the page you used, so that we answer you in it.",
              },
              { term: "Time received", detail: "The date and time your message reached us." },
              {
                term: "IP address",
                detail:
                  "The internet address your message came from, used only to stop abusive or automated sending.",
              },
            ],
          },
          "If you also ask for a consultation time, we store with your inquiry:",
          {
            definitions: [
              { term: "Requested time", detail: "The day and hour you chose, in Amman time." },
              { term: "Meeting mode", detail: "At our office, by phone or by video call." },
              {
                term: "Attorney",
                detail:
                  "The attorney you chose, or the one free at that time if you chose “first available”.",
              },
              {
                term: "Your time zone",
                detail:
                  "The time zone your browser reports (such as Europe/London), so that our mails can also show the time where you are.",
              },
              {
                term: "Status",
                detail: "Whether the booking is requested, confirmed, declined or cancelled.",
              },
            ],
          },
          "We do not ask for sensitive personal data, such as information about your health, your finances or any criminal proceedings concerning you. If your matter involves such information, please keep your first message brief: give only what we need to understand the matter and the names of the other parties, and leave the details for our first meeting. Choosing a service such as criminal law tells us only the area of your matter; we use that choice solely to pass your message to the right attorney.",
          "To keep the site running and secure, our server logs each request it receives with its time, the page requested and the result. Its log never records your IP address, your name or anything you typed. The hosting provider through which requests reach our server may keep standard access logs, which also record the IP address and the browser type.",
        ],
      },
      {
        id: "purposes",
        heading: "Why we use it",
        body: [
          "We use the data you send us only:",
          {
            list: [
              "to read and answer your inquiry, and to hold, confirm or decline the consultation time you ask for;",
              "to send you the automated mails about your inquiry and your consultation described below;",
              "to check, before we discuss your matter, that we have no conflict of interest with another client, as the rules of our profession require;",
              "to protect the contact form and the website from abuse, spam and automated attacks;",
              "to keep a record of our correspondence with you, in case a question about it arises later.",
            ],
          },
          "We do not use your data for marketing, we do not build profiles of visitors, and we make no automated decisions about you.",
        ],
      },
      {
        id: "legal-basis",
        heading: "Our legal basis",
        body: [
          "The Law allows personal data to be processed with the prior, explicit and documented consent of the person concerned. You give us that consent when you tick the box in the contact form; the form cannot be sent without it. Your consent covers the purposes above, for the periods set out below.",
          "You may withdraw your consent at any time by writing to {email}. Withdrawing it does not affect what we did before, but from then on we stop processing your inquiry and delete it, with any consultation booked with it, unless the law requires us to keep it.",
          "We may also process or disclose data where Jordanian law requires us to, for example to comply with an order of a competent court.",
        ],
      },
      {
        id: "recipients",
        heading: "Who receives your data",
        body: [
          "Your data is seen only by:",
          {
            list: [
              "the firm's attorneys and staff who need it to answer you, all of whom are bound by confidentiality;",
              "our email provider, which delivers your inquiry from the website to the firm's mailbox and our mails to you, and the provider that hosts this website. Both act only on our instructions and may not use your data for their own purposes;",
              "the calendar service the firm uses (such as Outlook or Google Calendar), which receives each confirmed consultation: your name, the time, the meeting mode and the attorney, and, in the invitation kept in the firm's own calendar, your email address and phone number;",
              "public authorities, only where the law requires it.",
            ],
          },
          "We do not sell, rent or trade your data, and we never share it with advertisers or marketing companies.",
          "Some of these providers may store data on servers outside Jordan. Where that happens, we transfer data only in the cases, and with the safeguards, that the Law allows.",
        ],
      },
      {
        id: "mails",
        heading: "The mails we send you",
        body: [
          "Our system sends you automated mails about your inquiry, in the language of the page you used:",
          {
            list: [
              "an acknowledgment that your inquiry has reached us, with its reference number;",
              "if you asked for a consultation time: a confirmation with a calendar invitation once an attorney confirms it, a reminder about 24 hours before the meeting, and a notice if the time is declined or the consultation is cancelled.",
            ],
          },
          "These mails never repeat the message you typed, so that what you wrote about your matter does not travel again by email. Any reply about the substance of your matter comes from an attorney.",
        ],
      },
      {
        id: "retention",
        heading: "How long we keep it",
        body: [
          {
            list: [
              "Inquiries, with any consultation booked with them (the requested time, meeting mode, attorney, your time zone and the booking's status) and the mails queued to you: deleted 365 days after we receive the inquiry. An inquiry whose mail to the firm has not yet gone out is kept until it has, then deleted. The copy delivered to the firm's mailbox is deleted on the same schedule.",
              "Inquiries that lead to an engagement: they become part of your client file, and we keep them for as long as the engagement letter and our professional and legal obligations require.",
              "IP addresses used to limit abusive sending: held only in the server's memory and never written to disk; each counts against the limit for 10 minutes. When you ask for a consultation time, the request also keeps a code computed from your IP address with a secret key, not the address itself, so that one connection cannot hold many times at once; it is deleted with the inquiry.",
              "Confirmed consultations in the firm's calendars: deleted on the same schedule as the inquiry.",
              "The hosting provider's access logs: deleted within 30 days.",
            ],
          },
          "When a period ends, we delete the data or anonymise it so that it can no longer identify you.",
        ],
      },
      {
        id: "security",
        heading: "How we protect it",
        body: [
          "This website is served only over an encrypted connection (HTTPS), so your inquiry travels encrypted from your browser to our server. Inquiries are stored on systems that only authorised members of the firm can reach, and every lawyer and employee of the firm is bound by professional secrecy.",
          "No system is entirely secure. If a breach affecting your data occurs, we will notify you and the competent authority as the Law requires.",
        ],
      },
      {
        id: "rights",
        heading: "Your rights",
        body: [
          "Under the Law, you have the right to:",
          {
            list: [
              "know what data we hold about you, and obtain a copy of it;",
              "have inaccurate or incomplete data corrected or updated;",
              "have your data erased, or anonymised, once it is no longer needed or you withdraw your consent;",
              "withdraw your consent at any time;",
              "object to the processing of your data, or ask us to restrict it to specific purposes;",
              "be told of any breach that affects your data;",
              "complain to the competent authority: the unit responsible for personal data protection at the Ministry of Digital Economy and Entrepreneurship.",
            ],
          },
          "Exercising these rights is free of charge, and you will suffer no disadvantage for doing so.",
        ],
      },
      {
        id: "exercise-your-rights",
        heading: "How to exercise your rights",
        body: [
          "Write to us at {email}, if you can from the email address you gave us, with “Personal data request” in the subject line. Tell us which right you wish to exercise, and quote the reference number from our acknowledgment if you have one. You may also hand a written request to our office at {address}.",
          "We can give you a copy of everything we store about your email address: your inquiries, any consultation booked with them, and the mails we have sent or queued to you. We can also erase all of it, including any booking (the consultation is then cancelled) and any mail still waiting to be sent.",
          "We may ask you to confirm that the email address is yours before we act on a request, so that no one else can obtain or erase your data. We answer within the period the Law sets, and tell you what we did; if the law or our professional obligations require us to keep some of the data, for example once you have engaged us, we tell you what we keep and why.",
          "If you are not satisfied with our answer, you may complain to the competent authority named above.",
        ],
      },
      {
        id: "cookies",
        heading: "Cookies, local storage and the map",
        body: [
          "This website sets no cookies and uses no analytics, advertising or tracking tools. Its fonts and images are served from our own server.",
          "When you choose a language, your browser remembers the choice in its local storage under the name {ltr|language}, so that the site opens in that language on your next visit. This value never leaves your device, and you can delete it by clearing the site's data in your browser.",
          "The map on the contact page is provided by OpenStreetMap, and it loads only when you scroll to it. Your browser then connects to OpenStreetMap's servers, which receive your IP address and browser information under the privacy policy of the OpenStreetMap Foundation. The “Open in Google Maps” and WhatsApp links take you to services run by Google and WhatsApp, whose own privacy policies apply once you follow them. A consultation by video takes place on Jitsi Meet (meet.jit.si, run by 8x8) unless we send you another link: when you join, that service receives your IP address and what you share in the call, under its own privacy policy.",
        ],
      },
      {
        id: "minors",
        heading: "Minors",
        body: [
          "The contact form is intended for adults. If a matter concerns a person under 18, a parent or legal guardian should contact us on their behalf.",
        ],
      },
      {
        id: "changes",
        heading: "Changes to this policy",
        body: [
          "We update this policy when our practices or the law change; the date at the top of this page shows when it last changed. If a change affects how we use data you have already sent us, we will ask for your consent again where the Law requires it.",
        ],
      },
    ],
  },
  ar: {
    meta: {
      title: "سياسة الخصوصية",
      description:
        "البيانات الشخصية التي نجمعها في {firm} عبر الموقع ونموذج التواصل، وأسباب جمعها، ومدة الاحتفاظ بها، وكيفية ممارسة حقوقكم وفقًا لقانون حماية البيانات الشخصية رقم 24 لسنة 2023.",
    },
    breadcrumb: "سياسة الخصوصية",
    header: {
      eyebrow: "معلومات قانونية",
      title: "سياسة الخصوصية",
      intro:
        "كيف نتعامل في {firm} مع البيانات الشخصية التي تشاركونها معنا عبر هذا الموقع، وفقًا لقانون حماية البيانات الشخصية رقم 24 لسنة 2023.",
    },
    updatedLabel: "آخر تحديث",
    summary: {
      heading: "باختصار",
      items: [
        "لا نجمع إلا ما ترسلونه إلينا عبر نموذج التواصل، ومعه موعد الاستشارة الذي تطلبونه إن حجزتم موعدًا، ولا نستخدمه إلا للرد عليكم وترتيب تلك الاستشارة.",
        "لا نبيع بياناتكم، ولا نستخدمها لأغراض تسويقية، ولا نشاركها مع المعلنين.",
        "نحذف الاستفسارات، وما يُحجز معها من مواعيد استشارة، بعد 365 يومًا من استلامها، ما لم يترتب عليها توكيلنا.",
        "لا يستخدم هذا الموقع ملفات تعريف الارتباط (الكوكيز)، ولا أي أدوات للتحليل أو الإعلان أو التتبّع.",
        "يمكنكم في أي وقت أن تطلبوا نسخة من بياناتكم أو تصحيحها أو حذفها، بمراسلتنا على {email}.",
      ],
    },
    tocHeading: "محتويات الصفحة",
    sections: [
      {
        id: "controller",
        heading: "الجهة المسؤولة عن بياناتكم",
        body: [
          "{firm} («المكتب» أو «نحن») هو المسؤول عن معالجة البيانات الشخصية المبيّنة في هذه السياسة، بالمعنى المقصود في قانون حماية البيانات الشخصية رقم 24 لسنة 2023 («القانون»). ويعني ذلك أننا نحدد أغراض معالجة بياناتكم ووسائلها، ونتحمل المسؤولية عنها أمامكم.",
          {
            definitions: [
              { term: "العنوان", detail: "{address}" },
              { term: "البريد الإلكتروني", detail: "{email}" },
              { term: "الهاتف", detail: "{phone}" },
            ],
          },
          "تسري هذه السياسة على هذا الموقع ونموذج التواصل فيه. أما المعلومات التي تقدّمونها إلينا بعد توكيلنا في قضية، فتحميها كذلك أحكام سر المهنة التي يلتزم بها كل محامٍ أردني، وتخضع لاتفاقية الأتعاب التي نوقّعها معكم.",
        ],
      },
      {
        id: "data-we-collect",
        heading: "البيانات التي نجمعها",
        body: [
          "عند إرسالكم نموذج التواصل، تصلنا البيانات التالية:",
          {
            definitions: [
              { term: "الاسم الكامل", detail: "لنعرف مَن نخاطب." },
              { term: "البريد الإلكتروني", detail: "لنتمكّن من الرد عليكم." },
              { term: "رقم الهاتف (اختياري)", detail: "إن كنتم تفضّلون أن نتصل بكم." },
              {
                term: "الخدمة (اختيارية)",
                detail: "مجال القانون الذي اخترتموه، ليطّلع على رسالتكم المحامي المختص.",
              },
              { term: "الرسالة", detail: "ما تخبروننا به عن قضيتكم." },
              { term: "اللغة", detail: "لغة الصفحة التي استخدمتموها، لنردّ عليكم بها." },
              { term: "وقت الاستلام", detail: "تاريخ وصول رسالتكم إلينا ووقته." },
              {
                term: "عنوان IP",
                detail:
                  "عنوان الإنترنت الذي وصلت منه رسالتكم، ولا نستخدمه إلا لمنع الإرسال المسيء أو الآلي.",
              },
            ],
          },
          "وإن طلبتم كذلك موعدًا للاستشارة، نحفظ مع استفساركم:",
          {
            definitions: [
              { term: "الموعد المطلوب", detail: "اليوم والساعة اللذان اخترتموهما، بتوقيت عمّان." },
              { term: "طريقة اللقاء", detail: "في مكتبنا، أو عبر الهاتف، أو عبر مكالمة فيديو." },
              {
                term: "المحامي",
                detail:
                  "المحامي الذي اخترتموه، أو المحامي المتاح في ذلك الموعد إن لم تختاروا محاميًا بعينه.",
              },
              {
                term: "منطقتكم الزمنية",
                detail:
                  "المنطقة الزمنية التي يحددها متصفحكم (مثل Asia/Riyadh)، لتُظهر رسائلنا الموعد بتوقيتكم المحلي أيضًا.",
              },
              {
                term: "حالة الحجز",
                detail: "هل الحجز بانتظار التأكيد، أو مؤكَّد، أو اعتذرنا عنه، أو أُلغي.",
              },
            ],
          },
          "لا نطلب منكم أي بيانات شخصية حساسة، كالمعلومات المتعلقة بصحتكم أو أوضاعكم المالية أو أي قضايا جزائية تخصّكم. فإن كانت قضيتكم تتصل بمثل هذه المعلومات، فنرجو أن تكون رسالتكم الأولى موجزة: اذكروا فيها ما نحتاج إليه لفهم الموضوع وأسماء الأطراف الأخرى فقط، واتركوا التفاصيل لاجتماعنا الأول. واختياركم خدمة كالقانون الجزائي يبيّن لنا مجال قضيتكم فقط، ولا نستخدمه إلا لإحالة رسالتكم إلى المحامي المختص.",
          "وللحفاظ على عمل الموقع وأمنه، يسجّل خادمنا كل طلب يصله بوقته والصفحة المطلوبة ونتيجته، ولا يسجّل أبدًا عنوان IP الخاص بكم ولا اسمكم ولا أي شيء كتبتموه. أما جهة الاستضافة التي تصل الطلبات عبرها إلى خادمنا، فقد تحتفظ بسجلات وصول معتادة تتضمن عنوان IP ونوع المتصفح.",
        ],
      },
      {
        id: "purposes",
        heading: "أغراض استخدام بياناتكم",
        body: [
          "لا نستخدم البيانات التي ترسلونها إلينا إلا من أجل:",
          {
            list: [
              "قراءة استفساركم والرد عليه، وحجز موعد الاستشارة الذي تطلبونه وتأكيده أو الاعتذار عنه؛",
              "إرسال الرسائل الآلية المتعلقة باستفساركم واستشارتكم، المبيّنة أدناه؛",
              "التحقق، قبل مناقشة قضيتكم، من عدم وجود تعارض في المصالح مع موكّل آخر، كما تقتضي قواعد المهنة؛",
              "حماية نموذج التواصل والموقع من إساءة الاستخدام والرسائل المزعجة والهجمات الآلية؛",
              "الاحتفاظ بسجل لمراسلاتنا معكم، تحسّبًا لأي مسألة تتعلق بها لاحقًا.",
            ],
          },
          "لا نستخدم بياناتكم لأغراض تسويقية، ولا ننشئ ملفات تعريفية للزوار، ولا نتخذ بشأنكم أي قرارات آلية.",
        ],
      },
      {
        id: "legal-basis",
        heading: "الأساس القانوني للمعالجة",
        body: [
          "يجيز القانون معالجة البيانات الشخصية بموافقة مسبقة وصريحة وموثّقة من صاحبها. وتمنحوننا هذه الموافقة بوضع إشارة في مربع الموافقة في نموذج التواصل، إذ لا يمكن إرسال النموذج من دونها. وتشمل موافقتكم الأغراض المبيّنة أعلاه، وللمدد المحددة أدناه.",
          "يحق لكم سحب موافقتكم في أي وقت بمراسلتنا على {email}. ولا يؤثر سحب الموافقة فيما تمّ قبله، لكننا نتوقف بعده عن معالجة استفساركم ونحذفه مع أي موعد استشارة محجوز معه، ما لم يُلزمنا القانون بالاحتفاظ به.",
          "وقد نعالج البيانات أو نفصح عنها كذلك متى أوجب القانون الأردني ذلك، كتنفيذ قرار صادر عن محكمة مختصة.",
        ],
      },
      {
        id: "recipients",
        heading: "الجهات التي تطّلع على بياناتكم",
        body: [
          "لا يطّلع على بياناتكم إلا:",
          {
            list: [
              "محامو المكتب وموظفوه الذين يحتاجون إليها للرد عليكم، وجميعهم ملتزمون بالسرية؛",
              "مزوّد خدمة البريد الإلكتروني الذي ينقل استفساركم من الموقع إلى بريد المكتب وينقل رسائلنا إليكم، والجهة التي تستضيف هذا الموقع. ولا يتصرف أيٌّ منهما إلا وفق تعليماتنا، ولا يجوز له استخدام بياناتكم لأغراضه الخاصة؛",
              "خدمة التقويم التي يستخدمها المكتب (مثل Outlook أو تقويم Google)، وتتلقى كل موعد استشارة مؤكَّد: اسمكم والموعد وطريقة اللقاء والمحامي، إضافةً إلى بريدكم الإلكتروني ورقم هاتفكم في الدعوة التي يحتفظ بها المكتب في تقويمه؛",
              "الجهات الرسمية، وذلك فقط حين يوجب القانون ذلك.",
            ],
          },
          "لا نبيع بياناتكم ولا نؤجّرها ولا نتاجر بها، ولا نشاركها مطلقًا مع المعلنين أو شركات التسويق.",
          "قد يحفظ بعض هؤلاء المزوّدين البيانات على خوادم خارج الأردن، وفي هذه الحالة لا ننقل البيانات إلا في الحالات وبالضمانات التي يجيزها القانون.",
        ],
      },
      {
        id: "mails",
        heading: "الرسائل التي نرسلها إليكم",
        body: [
          "يرسل إليكم نظامنا رسائل آلية تتعلق باستفساركم، باللغة التي استخدمتموها في الموقع:",
          {
            list: [
              "إشعارًا بوصول استفساركم إلينا، يتضمن رقمه المرجعي؛",
              "وإن طلبتم موعدًا للاستشارة: رسالة تأكيد عند تأكيد أحد محامينا للموعد، مرفقًا بها ملف لإضافته إلى تقويمكم، وتذكيرًا قبل اللقاء بنحو 24 ساعة، وإشعارًا إن تعذّر قبول الموعد أو أُلغيت الاستشارة.",
            ],
          },
          "لا تتضمن هذه الرسائل أبدًا نص الرسالة التي كتبتموها، حتى لا يُنقل ما كتبتموه عن قضيتكم مرة أخرى عبر البريد الإلكتروني. وأي رد يتناول موضوع قضيتكم يأتيكم من أحد محامينا.",
        ],
      },
      {
        id: "retention",
        heading: "مدة الاحتفاظ ببياناتكم",
        body: [
          {
            list: [
              "الاستفسارات، وما يُحجز معها من مواعيد استشارة (الموعد المطلوب وطريقة اللقاء والمحامي ومنطقتكم الزمنية وحالة الحجز)، والرسائل المعدّة للإرسال إليكم: تُحذف بعد 365 يومًا من استلام الاستفسار. أما الاستفسار الذي لم تُرسَل رسالته إلى المكتب بعد، فنحتفظ به إلى أن تُرسَل ثم يُحذف. وتُحذف النسخة التي تصل إلى بريد المكتب وفق المدة ذاتها.",
              "الاستفسارات التي يترتب عليها توكيلنا: تصبح جزءًا من ملفكم بصفتكم موكّلين لدى المكتب، ونحتفظ بها طوال المدة التي تقتضيها اتفاقية الأتعاب والتزاماتنا المهنية والقانونية.",
              "عناوين IP المستخدمة للحد من الإرسال المسيء: لا تُحفظ إلا في ذاكرة الخادم، فلا تُكتب على القرص، ولا يُحتسب العنوان ضمن الحد إلا مدة 10 دقائق. وعند طلبكم موعد استشارة، نحتفظ مع الطلب برمز مشتق من عنوان IP الخاص بكم بمفتاح سري، لا بالعنوان نفسه، كي لا يحجز اتصال واحد مواعيد كثيرة في آن واحد، ويُحذف هذا الرمز مع الاستفسار.",
              "مواعيد الاستشارات المؤكَّدة في تقاويم المكتب: تُحذف وفق المدة ذاتها المقررة للاستفسار.",
              "سجلات الوصول لدى جهة الاستضافة: تُحذف خلال 30 يومًا.",
            ],
          },
          "عند انتهاء كل مدة، نحذف البيانات أو نزيل منها ما يدل على هويتكم بحيث لا يمكن ربطها بكم.",
        ],
      },
      {
        id: "security",
        heading: "حماية بياناتكم",
        body: [
          "لا يُعرض هذا الموقع إلا عبر اتصال مشفّر (HTTPS)، فينتقل استفساركم مشفّرًا من متصفحكم إلى خادمنا. ونحفظ الاستفسارات على أنظمة لا يصل إليها إلا المخوَّلون من أعضاء المكتب، وكل محامٍ وموظف في المكتب ملتزم بسر المهنة.",
          "لا يوجد نظام آمن تمامًا. وإن وقع اختراق يمسّ بياناتكم، فسنُبلغكم ونُبلغ الجهة المختصة وفق ما يقتضيه القانون.",
        ],
      },
      {
        id: "rights",
        heading: "حقوقكم",
        body: [
          "يكفل لكم القانون الحق في:",
          {
            list: [
              "معرفة البيانات التي نحتفظ بها عنكم، والحصول على نسخة منها؛",
              "تصحيح بياناتكم أو تحديثها إن كانت غير دقيقة أو غير مكتملة؛",
              "حذف بياناتكم أو إزالة ما يدل على هويتكم منها، متى انتفت الحاجة إليها أو سحبتم موافقتكم؛",
              "سحب موافقتكم في أي وقت؛",
              "الاعتراض على معالجة بياناتكم، أو طلب قصرها على أغراض محددة؛",
              "إبلاغكم بأي اختراق يمسّ بياناتكم؛",
              "تقديم شكوى إلى الجهة المختصة، وهي الوحدة المعنية بحماية البيانات الشخصية في وزارة الاقتصاد الرقمي والريادة.",
            ],
          },
          "ممارسة هذه الحقوق مجانية، ولن يلحق بكم أي ضرر بسببها.",
        ],
      },
      {
        id: "exercise-your-rights",
        heading: "كيف تمارسون حقوقكم",
        body: [
          "راسلونا على {email}، ويُفضَّل أن يكون ذلك من البريد الإلكتروني الذي زوّدتمونا به، واكتبوا في عنوان الرسالة «طلب يتعلق بالبيانات الشخصية». حدّدوا الحق الذي تودّون ممارسته، واذكروا الرقم المرجعي الوارد في إشعار الاستلام إن كان لديكم. ويمكنكم كذلك تسليم طلب مكتوب في مكتبنا على العنوان: {address}.",
          "يمكننا أن نزوّدكم بنسخة من كل ما نحفظه مرتبطًا ببريدكم الإلكتروني: استفساراتكم، وما حُجز معها من مواعيد استشارة، والرسائل التي أرسلناها إليكم أو أعددناها للإرسال. ويمكننا كذلك حذف ذلك كله، بما فيه أي موعد محجوز (فتُلغى الاستشارة) وأي رسالة لم تُرسَل بعد.",
          "قد نطلب منكم إثبات أن البريد الإلكتروني يخصّكم قبل تنفيذ الطلب، حتى لا يحصل غيركم على بياناتكم أو يحذفها. ونردّ على طلبكم خلال المدة التي يحددها القانون، ونبيّن لكم ما قمنا به؛ وإن أوجب علينا القانون أو التزاماتنا المهنية الاحتفاظ ببعض البيانات، كما بعد توكيلنا، نبيّن لكم ما نحتفظ به وسببه.",
          "وإن لم تكونوا راضين عن ردّنا، فلكم أن تتقدموا بشكوى إلى الجهة المختصة المذكورة أعلاه.",
        ],
      },
      {
        id: "cookies",
        heading: "ملفات تعريف الارتباط والتخزين المحلي والخريطة",
        body: [
          "لا يضع هذا الموقع أي ملفات تعريف ارتباط (كوكيز)، ولا يستخدم أي أدوات للتحليل أو الإعلان أو التتبّع. ونقدّم خطوطه وصوره من خادمنا مباشرة.",
          "عند اختياركم لغة العرض، يحفظها متصفحكم في التخزين المحلي باسم {ltr|language}، ليفتح الموقع بها في زيارتكم التالية. ولا تغادر هذه القيمة جهازكم، ويمكنكم حذفها بمسح بيانات الموقع من متصفحكم.",
          "تقدّم خدمة OpenStreetMap الخريطة المعروضة في صفحة التواصل، ولا تُحمَّل الخريطة إلا عند وصولكم إليها أثناء تصفح الصفحة. وعندها يتصل متصفحكم بخوادم OpenStreetMap، التي تتلقى عنوان IP الخاص بكم ومعلومات متصفحكم وفق سياسة الخصوصية لمؤسسة OpenStreetMap. أما رابط «فتح الموقع في خرائط Google» ورابط واتساب، فينقلانكم إلى خدمتَي Google وواتساب، وتسري عليكم سياسة الخصوصية الخاصة بكل منهما عند استخدامها. وتُعقد الاستشارة بالفيديو عبر خدمة Jitsi Meet ‏(meet.jit.si، التي تديرها شركة 8x8) ما لم نرسل إليكم رابطًا آخر، وعند انضمامكم تتلقى هذه الخدمة عنوان IP الخاص بكم وما تشاركونه في المكالمة وفق سياسة الخصوصية الخاصة بها.",
        ],
      },
      {
        id: "minors",
        heading: "القاصرون",
        body: [
          "نموذج التواصل موجّه إلى البالغين. وإن كانت القضية تخص شخصًا دون الثامنة عشرة، فينبغي أن يتواصل معنا أحد والديه أو وليّه أو وصيّه نيابةً عنه.",
        ],
      },
      {
        id: "changes",
        heading: "التعديلات على هذه السياسة",
        body: [
          "نحدّث هذه السياسة متى تغيّرت ممارساتنا أو تغيّر القانون، ويبيّن التاريخ المذكور في أعلى هذه الصفحة موعد آخر تحديث. وإن كان التعديل يمسّ طريقة استخدامنا لبيانات سبق أن أرسلتموها إلينا، فسنطلب موافقتكم من جديد متى اشترط القانون ذلك.",
        ],
      },
    ],
  },
} satisfies Record<Lang, LegalDocument>;
