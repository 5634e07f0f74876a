import multipart from "@fastify/multipart";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, SUPPORT_TEXTS } from "@matv/shared/support";
import type { FastifyReply } from "fastify";
import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { checkAttachment } from "../../rules/attachments.ts";
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from "../../rules/errors.ts";
import { cleanFileName } from "../../rules/fileNames.ts";
import { countRequestBytes, refuseDeclaredOversize, refuseEarly, requestTooLarge, spoolFiles } from "../../http/multipartBody.ts";
import type { CheckedAttachment } from "../../services/support.ts";
import { SUPPORT_FIELD_NAMES, SupportRequestFields } from "./schema.ts";

type SupportRequestFields = z.output<typeof SupportRequestFields>;

/** Multipart's own limit errors, turned into messages a reader understands. */
function translateMultipartError(error: unknown): unknown {
  const code = (error as { code?: string } | undefined)?.code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return new PayloadTooLargeError(`attachments: ${SUPPORT_TEXTS.tooLarge}`, "attachments");
  if (code === "FST_FILES_LIMIT") return new PayloadTooLargeError(`attachments: ${SUPPORT_TEXTS.tooMany}`, "attachments");
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") return new PayloadTooLargeError("The form has too many fields.");
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") return new UnsupportedMediaTypeError("Send the form as multipart/form-data.");
  return error;
}

const created = z.object({ id: z.string(), reference: z.string() });

/**
 * POST /api/diaspora-support (spec 001 §7 "Support submission"): every field checked again, each
 * attachment's real type sniffed from its bytes (images re-encoded, PDFs with scripts refused: see
 * rules/attachments.ts), at most 5 files of 10 MB each, stored whole or not at all, outside the public
 * folder. Answers {id, reference}.
 */
export const diasporaSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser("multipart/form-data")) await app.register(multipart);

  app.post(
    "/diaspora-support",
    {
      schema: {
        tags: ["support"],
        summary: "Send a diaspora support request (multipart: email, phone, country, state, city, context, issueDescription, attachments[])",
        consumes: ["multipart/form-data"],
        response: responses({ 201: okEnvelope(created).extend({ id: z.string(), reference: z.string() }) }),
      },
      config: { rateLimit: { max: 10, timeWindow: "10 minutes" } },
    },
    async (request, reply) => {
      refuseDeclaredOversize(request, reply, app.uploadLimits.supportRequestMaxBytes);
      const fields: Record<string, string> = {};
      const spool = await spoolFiles();
      try {
        const files: Array<{ originalName: string; path: string }> = [];
        let bytes: { exceeded(): boolean } | undefined;
        let place: { country: string; state: string; city: string } | undefined;
        let parsed: SupportRequestFields | undefined;
        try {
          const parts = request.parts({
            limits: { fileSize: ATTACHMENT_MAX_BYTES, files: ATTACHMENT_MAX_FILES, fields: 20, fieldSize: 64 * 1024, parts: 30 },
          });
          // Counting starts once the form's parser reads the body (a data listener before it would lose bytes).
          bytes = countRequestBytes(request, app.uploadLimits.supportRequestMaxBytes);
          for await (const part of parts) {
            if (part.type === "file") {
              if (part.fieldname !== "attachments") throw new BadRequestError(`${part.fieldname}: files go in the attachments field`, part.fieldname);
              // The text fields come before the files (the form sends them first): check them before
              // reading a byte of any file, so a bad form with large files is refused at once.
              if (!parsed) {
                parsed = checkFields(fields, true);
                place = await resolvePlace(parsed);
              }
              // The daily quota counts a named file before it is read; an unnamed one only if not empty.
              if (part.filename) await app.requestLimits.supportAttachments(request, reply);
              const stored = await spool.write(part.file);
              if (part.file.truncated) throw new PayloadTooLargeError(`attachments: ${SUPPORT_TEXTS.tooLarge}`, "attachments");
              if (!part.filename && stored.bytes === 0) continue; // an empty file input
              if (!part.filename) await app.requestLimits.supportAttachments(request, reply);
              files.push({ originalName: cleanFileName(part.filename), path: stored.path });
            } else if ((SUPPORT_FIELD_NAMES as readonly string[]).includes(part.fieldname) && typeof part.value === "string") {
              if (parsed) throw new BadRequestError(`${part.fieldname}: send the text fields before the attachments`, part.fieldname);
              fields[part.fieldname] = part.value;
            }
          }
        } catch (error) {
          if (bytes?.exceeded()) throw requestTooLarge(app.uploadLimits.supportRequestMaxBytes);
          // Refused before the body was all read: stop reading it.
          refuseEarly(request, reply);
          throw translateMultipartError(error);
        }
        if (!parsed) {
          parsed = checkFields(fields);
          place = await resolvePlace(parsed);
        }

        // One file in memory at a time while it is checked; the checked copies go to storage together.
        const checked: CheckedAttachment[] = [];
        for (const file of files) {
          const { mimeType, bytes: clean } = await checkAttachment(file.originalName, await spool.read(file.path));
          checked.push({ originalName: file.originalName, mimeType, bytes: clean });
        }
        return await save(parsed, place!, checked, reply);
      } finally {
        await spool.remove();
      }
    },
  );

  async function resolvePlace(fields: SupportRequestFields) {
    const place = await app.services.locations.resolve(fields.country, fields.state, fields.city);
    if (!place.ok) throw new BadRequestError(`${place.field}: is not a known ${place.field}`, place.field);
    return place;
  }

  async function save(
    fields: SupportRequestFields,
    place: { country: string; state: string; city: string },
    checked: CheckedAttachment[],
    reply: FastifyReply,
  ) {
    const created = await app.services.support.create(
      {
        email: fields.email,
        phone: fields.phone ?? null,
        country: place.country,
        state: place.state,
        city: place.city,
        context: fields.context,
        issueDescription: fields.issueDescription,
      },
      checked,
    );
    return reply.status(201).send({ success: true, id: created.id, reference: created.reference, data: created });
  }
};

/** The text fields, or 400 naming the first bad one. */
function checkFields(fields: Record<string, string>, atFirstFile = false): SupportRequestFields {
  const parsed = SupportRequestFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0] ?? "body");
  const missing = issue.code === "invalid_type" && fields[field] === undefined;
  throw new BadRequestError(`${field}: ${missing ? (atFirstFile ? "is required, before the attachments" : "is required") : issue.message}`, field);
}
