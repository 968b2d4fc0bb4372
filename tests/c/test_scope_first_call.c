/* Issue 27: a scope opened by the very first call of a process frees what fast calls made inside it. The fast
 * path's C table used to start with the backend, after the scope had been opened in the Python table only, so
 * the 1,000 adds below outlived the scope. README's own scope example has this shape. */
#include "check.h"

int main(void) {
    CHECK(rt_torch_scope_begin() == RT_OK);   /* the first call: nothing has started the runtime before it */
    CHECK_OK();
    rt_tensor x = T(rt_torch_tensor_ones(DIMS(4)));
    rt_tensor y = x;
    for (int i = 0; i < 1000; i++)
        y = T(rt_torch_tensor_add(y, x));
    CHECK_VALUES(y, 0.0, 1001, 1001, 1001, 1001);
    CHECK(rt_torch_live_tensors() == 1001);
    CHECK(rt_torch_scope_end() == RT_OK);
    CHECK(rt_torch_live_tensors() == 0);
    CHECK_ERR(rt_torch_tensor_numel(y), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_numel");
    check_finish("test_scope_first_call", 0);
    return 0;
}
