import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import {
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  type AdminProductRow,
  type ProductSortField,
  type ProductStatus,
} from '@xingtu/contracts/console-catalog';
import { formatFen } from '@xingtu/contracts/constants';
import { PRODUCT_TYPE_LABELS, type ProductType } from '@xingtu/contracts/enums';
import { fetchAdminProducts, type ProductFilter } from '../../api/console-catalog.ts';
import { ConsoleTable, useListState, type ConsoleColumn } from './ConsoleTable.tsx';
import { useLoad } from './use-load.ts';

// 商品 (admin, editor): every product of every type and status, filtered, sorted and paged by the
// server; a product opens in its editor. Only admins create products.

const TYPES = Object.keys(PRODUCT_TYPE_LABELS) as ProductType[];

function saleText(product: AdminProductRow): string {
  if (product.status === 'off') return '已下架';
  if (!product.delivered) return '上架（暂无交付，商城不显示）';
  if (product.visibility !== 2) return '上架（仅在业务页面购买）';
  return product.onSale ? '在售' : '上架（不在销售时间内）';
}

const COLUMNS: ConsoleColumn<AdminProductRow>[] = [
  { id: 'id', accessorKey: 'id', header: '编号', enableSorting: true },
  {
    id: 'title',
    header: '商品',
    cell: ({ row }) => <Link to={`/admin/catalog/${row.original.id}`}>{row.original.title}</Link>,
  },
  { id: 'type', header: '类型', cell: ({ row }) => row.original.typeLabel },
  {
    id: 'price',
    accessorKey: 'priceFen',
    header: '售价',
    enableSorting: true,
    cell: ({ row }) => (
      <>
        {formatFen(row.original.priceFen)}
        {row.original.listPriceFen > row.original.priceFen && (
          <s className="muted"> {formatFen(row.original.listPriceFen)}</s>
        )}
      </>
    ),
  },
  {
    id: 'stock',
    accessorKey: 'stock',
    header: '库存',
    enableSorting: true,
    cell: ({ row }) => (row.original.stock === null ? '不限' : row.original.stock),
  },
  { id: 'status', header: '状态', cell: ({ row }) => saleText(row.original) },
  { id: 'sort', accessorKey: 'sort', header: '排序', enableSorting: true },
  {
    id: 'updated',
    accessorKey: 'updatedAt',
    header: '更新时间',
    enableSorting: true,
    cell: ({ row }) => formatBeijing(row.original.updatedAt, 'minute'),
  },
];

export function Catalog({ canCreate }: { canCreate: boolean }) {
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState<ProductFilter>({});
  const list = useListState({ id: 'sort', desc: true });
  const loaded = useLoad(
    () =>
      fetchAdminProducts(
        filter,
        list.current,
        list.sort ? { by: list.sort.id as ProductSortField, desc: list.sort.desc } : null,
      ),
    [filter, list.current, list.sort],
  );
  const refine = (next: ProductFilter) => {
    list.restart();
    setFilter(next);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    refine({ ...filter, keyword: typed.trim() || undefined });
  };
  return (
    <>
      <h1 className="console-title">商品</h1>
      <form className="console-search" onSubmit={search} role="search">
        <select
          aria-label="商品类型"
          value={filter.type ?? ''}
          onChange={(event) =>
            refine({ ...filter, type: (event.target.value || undefined) as ProductType | undefined })
          }
        >
          <option value="">全部类型</option>
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {PRODUCT_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
        <select
          aria-label="上下架"
          value={filter.status ?? ''}
          onChange={(event) =>
            refine({ ...filter, status: (event.target.value || undefined) as ProductStatus | undefined })
          }
        >
          <option value="">全部状态</option>
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PRODUCT_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        <input
          aria-label="商品名称或编号"
          placeholder="商品名称或编号"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          搜索
        </button>
        {canCreate && (
          <Link className="btn" to="/admin/catalog/new">
            新建商品
          </Link>
        )}
      </form>
      <ConsoleTable
        label="商品列表"
        columns={COLUMNS}
        loaded={loaded}
        rowKey={(product) => String(product.id)}
        failedText="商品列表加载失败。"
        emptyText="没有符合条件的商品。"
        onPage={list.setCurrent}
        sort={list.sort}
        onSort={list.setSort}
      />
    </>
  );
}
