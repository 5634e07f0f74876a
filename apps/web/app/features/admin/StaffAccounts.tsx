import { FIELD_ERROR_NOTICE, type FieldMessage, isMessageFor, STAFF_PASSWORD_MIN, type StaffListQuery, type StaffUserWire } from "@matv/shared";
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { formMessage } from "../../lib/apiError";
import { ApiError, staffApi } from "./apiClient";
import { loadSession, saveSession } from "./session";
import { StaffField, StaffForm } from "./StaffForm";
import { dangerButton, inputClass, labelClass, secondaryButton } from "./ui";
import { StaffTableHead } from "./StaffTableHead";
import * as api from "../../lib/api/endpoints";

/** The two forms' fields as their labels name them, for messages about one of them. */
const ADD_FIELDS = { email: "Email", name: "Name", role: "Role", password: "Password" } as const;
const PASSWORD_FIELDS = { currentPassword: "Current password", newPassword: "New password" } as const;
type StaffFormName = "add" | "password";

/** /admin/staff: admins list, add and disable accounts; everyone changes their own password. */
export function StaffAccounts() {
  const [users, setUsers] = useState<StaffUserWire[] | null>(null);
  const [forbidden, setForbidden] = useState(false);
  const [notice, setNotice] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  /** A message about one field of one form, shown beside it. */
  const [fieldError, setFieldError] = useState<{ form: StaffFormName; message: FieldMessage } | null>(null);
  const errorFor = (form: StaffFormName, name: string) =>
    fieldError?.form === form && isMessageFor(fieldError.message, name) ? fieldError.message.text : null;

  /** A failed save: beside the field it is about when the form has that field, else in the notice. */
  function failed(form: StaffFormName, error: unknown, fallback: string) {
    const fields = form === "add" ? ADD_FIELDS : PASSWORD_FIELDS;
    const message = formMessage(error, fallback, fields);
    if (Object.keys(fields).some((name) => isMessageFor(message, name))) {
      setNotice({ kind: "error", text: FIELD_ERROR_NOTICE });
      setFieldError({ form, message });
    } else setNotice({ kind: "error", text: message.text });
  }
  const me = (loadSession()?.user as { id?: string; email?: string } | null) ?? null;
  const roleId = useId();
  const statusFilterId = useId();
  const roleFilterId = useId();
  /** Active accounts first: disabled reporters and old accounts stay out of the way until asked for. */
  const [filter, setFilter] = useState<StaffListQuery>({ status: "active" });

  /** The latest list request: an earlier filter's answer arriving after it is dropped, not shown under the new filter. */
  const latestLoad = useRef(0);
  const load = useCallback(async () => {
    const query = new URLSearchParams(Object.entries(filter).flatMap(([key, value]) => (value ? [[key, value]] : [])));
    const request = ++latestLoad.current;
    try {
      const { data } = await staffApi(api.staffAccounts(query));
      if (request === latestLoad.current) setUsers(data);
    } catch (error) {
      if (request !== latestLoad.current) return;
      if (error instanceof ApiError && error.status === 403) setForbidden(true);
      else setNotice({ kind: "error", text: error instanceof Error ? error.message : "Failed to load staff accounts" });
    }
  }, [filter]);

  useEffect(() => {
    void load();
  }, [load]);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setFieldError(null);
    try {
      await staffApi(api.createStaffAccount(), {
        email: form.get("email"),
        name: form.get("name") || undefined,
        role: form.get("role"),
        password: form.get("password"),
      });
      formElement.reset();
      setNotice({ kind: "ok", text: "Staff account added." });
      await load();
    } catch (error) {
      failed("add", error, "Failed to add the account");
    }
  }

  async function setDisabled(user: StaffUserWire, disabled: boolean) {
    if (disabled && !window.confirm(`Disable ${user.email}? They will be signed out and cannot sign in.`)) return;
    try {
      await staffApi(api.updateStaffAccount(user._id), { disabled });
      setNotice({ kind: "ok", text: `${user.email} ${disabled ? "disabled" : "enabled"}.` });
      await load();
    } catch (error) {
      setNotice({ kind: "error", text: error instanceof Error ? error.message : "Failed to change the account" });
    }
  }

  async function changePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setFieldError(null);
    try {
      const changed = await staffApi(api.changePassword(), { currentPassword: form.get("currentPassword"), newPassword: form.get("newPassword") });
      // Older tokens were revoked with the old password (ADR 041): this session goes on with the new one.
      const session = loadSession();
      if (changed.data?.token && session) saveSession(changed.data.token, session.user);
      formElement.reset();
      setNotice({ kind: "ok", text: "Password changed." });
    } catch (error) {
      failed("password", error, "Failed to change the password");
    }
  }

  return (
    <section aria-labelledby="staff-title" className="max-w-4xl">
      <h1 id="staff-title" className="text-2xl font-bold">
        Staff accounts
      </h1>
      <div role="status" aria-live="polite" className="mt-3 min-h-6">
        {notice && <p className={notice.kind === "ok" ? "text-green-800" : "text-red-800"}>{notice.text}</p>}
      </div>

      {forbidden ? (
        <p className="mt-4">Only admins can see and change staff accounts.</p>
      ) : !users ? (
        <p className="mt-4">Loading...</p>
      ) : (
        <>
          <div className="mt-4 flex flex-wrap gap-4">
            <div>
              <label htmlFor={statusFilterId} className={labelClass}>
                Accounts
              </label>
              <select
                id={statusFilterId}
                className={inputClass}
                value={filter.status ?? ""}
                onChange={(e) => setFilter((f) => ({ ...f, status: (e.target.value || undefined) as StaffListQuery["status"] }))}
              >
                <option value="active">Active accounts</option>
                <option value="disabled">Disabled accounts</option>
                <option value="">All accounts</option>
              </select>
            </div>
            <div>
              <label htmlFor={roleFilterId} className={labelClass}>
                Roles
              </label>
              <select
                id={roleFilterId}
                className={inputClass}
                value={filter.role ?? ""}
                onChange={(e) => setFilter((f) => ({ ...f, role: (e.target.value || undefined) as StaffListQuery["role"] }))}
              >
                <option value="">All roles</option>
                <option value="admin">Admins</option>
                <option value="editor">Editors</option>
                <option value="writer">Writers</option>
              </select>
            </div>
          </div>
          <table className="mt-4 w-full border-collapse text-left text-sm">
            <caption className="sr-only">Staff accounts</caption>
            <StaffTableHead columns={["Email", "Name", "Role", "Status", <span className="sr-only">Actions</span>]} />
            <tbody>
              {users.length === 0 && (
                <tr>
                  <td colSpan={5} className="py-2">
                    No accounts match.
                  </td>
                </tr>
              )}
              {users.map((user) => (
                <tr key={user._id} className="border-b border-gray-200">
                  <td className="py-2">{user.email}</td>
                  <td>{user.name ?? ""}</td>
                  <td>{user.role}</td>
                  <td>{user.disabled ? "Disabled" : "Active"}</td>
                  <td className="text-right">
                    {user.email === me?.email ? (
                      <span className="text-gray-700">You</span>
                    ) : user.disabled ? (
                      <button type="button" className={secondaryButton} onClick={() => void setDisabled(user, false)}>
                        Enable <span className="sr-only">{user.email}</span>
                      </button>
                    ) : (
                      <button type="button" className={dangerButton} onClick={() => void setDisabled(user, true)}>
                        Disable <span className="sr-only">{user.email}</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>

          <StaffForm title="Add a staff account" submitLabel="Add account" onSubmit={add}>
            <StaffField label="Email" name="email" type="email" required autoComplete="off" error={errorFor("add", "email")} />
            <StaffField label="Name (optional)" name="name" error={errorFor("add", "name")} />
            <div>
              <label htmlFor={roleId} className={labelClass}>
                Role
              </label>
              <select id={roleId} name="role" className={inputClass} defaultValue="editor">
                <option value="writer">Writer (drafts, submits for review)</option>
                <option value="editor">Editor (content)</option>
                <option value="admin">Admin (content and staff accounts)</option>
              </select>
            </div>
            <StaffField
              label={`Password (at least ${STAFF_PASSWORD_MIN} characters)`}
              name="password"
              type="password"
              required
              minLength={STAFF_PASSWORD_MIN}
              autoComplete="new-password"
              error={errorFor("add", "password")}
            />
          </StaffForm>
        </>
      )}

      <StaffForm title="Change your password" submitLabel="Change password" onSubmit={changePassword}>
        <StaffField
          label="Current password"
          name="currentPassword"
          type="password"
          required
          autoComplete="current-password"
          error={errorFor("password", "currentPassword")}
        />
        <StaffField
          label={`New password (at least ${STAFF_PASSWORD_MIN} characters)`}
          name="newPassword"
          type="password"
          required
          minLength={STAFF_PASSWORD_MIN}
          autoComplete="new-password"
          error={errorFor("password", "newPassword")}
        />
      </StaffForm>
    </section>
  );
}
