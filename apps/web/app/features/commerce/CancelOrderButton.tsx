import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';

/** Cancelling cannot be undone (the stock goes back on sale), so it asks first, right beside the button. */
export function CancelOrderButton({ orderNo, onConfirm }: { orderNo: string; onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-small" onClick={() => setAsking(true)}>
        取消订单
      </button>
      {asking && (
        <div className="order-confirm">
          <ConfirmDialog
            open
            title="取消订单"
            message={`确定取消订单 ${orderNo} 吗？取消后不能恢复，如需购买请重新下单。`}
            confirmText="确认取消"
            onConfirm={() => {
              setAsking(false);
              onConfirm();
            }}
            onCancel={() => setAsking(false)}
          />
        </div>
      )}
    </>
  );
}
