// The request layer raises two alerts the app shows however it likes (a toast here).
export type RequestAlert = { kind: 'sessionTimeout' | 'csrf'; message: string };
type AlertHandler = (alert: RequestAlert) => void;

let handler: AlertHandler = () => undefined;

export function setRequestAlertHandler(next: AlertHandler): void {
  handler = next;
}

export function raiseRequestAlert(alert: RequestAlert): void {
  handler(alert);
}
