/** What a staff form says after it was sent: a status when it worked, an alert when it did not. */
export interface FormMessageText {
  ok: boolean;
  text: string;
}

export function FormMessage({ message }: { message: FormMessageText | null }) {
  if (!message) return null;
  return (
    <p role={message.ok ? "status" : "alert"} className={message.ok ? "text-green-800" : "text-red-700"}>
      {message.text}
    </p>
  );
}
